export { YourCardPage as default } from '../features/your-card/components/your-card-page';
