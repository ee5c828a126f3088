export { LogsPage as default } from '../features/logs/components/logs-page';
