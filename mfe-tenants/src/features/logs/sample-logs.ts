// Spec §2 "Logs": fixed sample lines; nothing is loaded.
export const LOG_LEVELS = ['Error', 'Warning', 'Info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogLine {
  time: string;
  level: LogLevel;
  message: string;
}

export const SAMPLE_LOGS: LogLine[] = [
  { time: '2024-03-01 09:12:44', level: 'Info', message: 'Admin signed in with password' },
  {
    time: '2024-03-01 09:15:02',
    level: 'Warning',
    message: 'CSV upload: 2 rows skipped (missing email)',
  },
  {
    time: '2024-03-01 09:20:31',
    level: 'Error',
    message: 'Card page failed to render: template not found',
  },
  { time: '2024-03-01 10:02:10', level: 'Info', message: 'Business card template saved' },
  {
    time: '2024-03-01 10:45:57',
    level: 'Warning',
    message: 'OAuth client secret expires in 3 days',
  },
  { time: '2024-03-01 11:03:18', level: 'Info', message: "Batch 'Q1 New Hires' created: 48 cards" },
];

export const formatLogLine = (line: LogLine) =>
  `${line.time} [${line.level.toUpperCase()}] ${line.message}`;
