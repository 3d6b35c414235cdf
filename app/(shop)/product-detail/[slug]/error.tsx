'use client';

// The same boundary as the listing's: product pages moved to their own route (docs/decisions.md).
export { default } from '../../products/[[...slug]]/error';
