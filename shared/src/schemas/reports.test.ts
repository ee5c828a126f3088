import * as z from 'zod/mini';
import { INVALID_REPORT_PERIOD, reportQuerySchema } from './reports';

describe('reportQuerySchema', () => {
  test('reads days=30 and days=90 as numbers, and no days as the default 30', () => {
    expect(z.parse(reportQuerySchema, { days: '90' })).toEqual({ days: 90 });
    expect(z.parse(reportQuerySchema, { days: '30' })).toEqual({ days: 30 });
    expect(z.parse(reportQuerySchema, {})).toEqual({ days: 30 });
  });

  test.each([['7'], ['abc'], [''], [['30', '90']]])(
    `answers '${INVALID_REPORT_PERIOD}' to days=%p`,
    (days) => {
      const result = z.safeParse(reportQuerySchema, { days });
      expect(result.error?.issues[0]?.message).toBe(INVALID_REPORT_PERIOD);
    },
  );
});
