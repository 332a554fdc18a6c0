export { NotFoundPage as Component } from '@/features/shell/components/not-found-page';
