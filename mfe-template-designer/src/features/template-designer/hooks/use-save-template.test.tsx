import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { act, renderHook } from '@testing-library/react';
import { draftOf } from '../lib/draft';
import { sampleTemplate } from '../lib/sample-data';
import { useSaveTemplate } from './use-save-template';

test("saving without a tenant says 'No tenant selected' and sends nothing", async () => {
  const { result } = renderHook(() => useSaveTemplate(null, jest.fn()));
  await act(() => result.current.save(draftOf(sampleTemplate())));
  expect(result.current.error).toBe(TEMPLATE_MESSAGES.noTenant);
});
