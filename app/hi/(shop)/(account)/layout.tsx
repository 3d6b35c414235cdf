export { default } from '@/app/(shop)/(account)/layout';
