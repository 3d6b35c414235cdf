/**
 * The browser cache's keys for the shopper's own data. A plain module (no 'use client'), so a
 * server page can seed the same entries its client components read (components/ui/Prefetched.tsx).
 */
export const CART_KEY = ['cart'] as const;
export const ORDERS_KEY = ['orders'] as const;
export const orderKey = (orderNumber: string) => [...ORDERS_KEY, orderNumber] as const;
export const PROFILE_KEY = ['account', 'profile'] as const;
export const ADDRESSES_KEY = ['addresses'] as const;
