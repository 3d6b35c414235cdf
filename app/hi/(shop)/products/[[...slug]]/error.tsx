'use client';

// The Hindi page's error boundary is the English one: it reads its words from the page's language.
export { default } from '@/app/(shop)/products/[[...slug]]/error';
