export { ScreenLoading as default } from '@/components/admin/ScreenLoading';
