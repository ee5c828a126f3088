export { ReportsPage as default } from '../features/reports/components/reports-page';
