export { TicketsPage as default } from '../features/tickets/components/tickets-page';
