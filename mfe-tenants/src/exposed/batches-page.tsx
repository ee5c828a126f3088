export { BatchesPage as default } from '../features/batches/components/batches-page';
