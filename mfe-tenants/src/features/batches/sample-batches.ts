// Spec §2 "Batches screen": the table shows fixed sample rows; nothing is loaded.
export interface SampleBatch {
  name: string;
  tenant: string;
  cards: number;
  status: 'Completed' | 'Processing' | 'Pending';
  created: string;
}

export const SAMPLE_BATCHES: SampleBatch[] = [
  {
    name: 'Q1 New Hires',
    tenant: 'Acme Corporation',
    cards: 48,
    status: 'Completed',
    created: '2024-01-15',
  },
  {
    name: 'Sales Conference 2024',
    tenant: 'Globex',
    cards: 120,
    status: 'Processing',
    created: '2024-02-02',
  },
  {
    name: 'Executive Team Refresh',
    tenant: 'Initech',
    cards: 12,
    status: 'Pending',
    created: '2024-02-20',
  },
];
