import { TEMPLATE_MESSAGES } from '@bizcard/shared/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { API, formFields, renderDesigner, SAVE_PATH, setUpApi } from '../test-utils';

setUpApi();

const ABOUT_ME = {
  id: 'about-me',
  title: 'About Me',
  content: 'Tell visitors who you are and how you can help them.',
};

const preview = () => within(screen.getByRole('region', { name: 'Card preview' }));

/** Answers the next save and hands back the fields it sent. */
function replyToSave() {
  const sent = { fields: {} as Record<string, string> };
  nock(API)
    .post(SAVE_PATH, (body) => {
      sent.fields = formFields(String(body));
      return true;
    })
    .reply(200, { success: true });
  return sent;
}

async function saveTemplate(user: ReturnType<typeof userEvent.setup>) {
  const sent = replyToSave();
  await user.click(screen.getByRole('button', { name: 'Save Template' }));
  await screen.findByText(TEMPLATE_MESSAGES.saved);
  return sent.fields;
}

async function pickOcean(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Customize Theme' }));
  const theme = within(
    await screen.findByRole('dialog', { name: 'Customize Theme' }, { timeout: 5_000 }),
  );
  await user.click(theme.getByRole('button', { name: 'Ocean' }));
  await user.click(theme.getByRole('button', { name: 'Done' }));
}

describe('example text of the sample template', () => {
  test("About Me and the business hours show marked 'Example'; a colour change saves neither", async () => {
    const user = userEvent.setup();
    await renderDesigner(null);
    const about = within(preview().getByRole('region', { name: 'About Me' }));
    expect(about.getByText('Example')).toBeInTheDocument();
    expect(about.getByText(ABOUT_ME.content)).toBeInTheDocument();
    const hours = within(preview().getByRole('region', { name: 'Business Hours' }));
    expect(hours.getByText('Example')).toBeInTheDocument();
    expect(
      within(preview().getByRole('region', { name: 'Get In Touch' })).queryByText('Example'),
    ).not.toBeInTheDocument();
    await pickOcean(user);
    const fields = await saveTemplate(user);
    expect(JSON.parse(fields.theme!).primaryColor).toBe('#0369A1');
    expect(JSON.parse(fields.customSections!)).toEqual([]);
    expect(JSON.parse(fields.sectionOrder!)).not.toContain('about-me');
    expect(fields.businessHours).toBe('');
  });

  test('Keep saves the example as it stands, and it is no longer marked', async () => {
    const user = userEvent.setup();
    await renderDesigner(null);
    await user.click(preview().getByRole('button', { name: 'Keep example About Me' }));
    expect(
      within(preview().getByRole('region', { name: 'About Me' })).queryByText('Example'),
    ).not.toBeInTheDocument();
    const fields = await saveTemplate(user);
    expect(JSON.parse(fields.customSections!)).toEqual([ABOUT_ME]);
    expect(JSON.parse(fields.sectionOrder!)).toContain('about-me');
    expect(fields.businessHours).toBe('');
  });

  test('edited business hours are saved, while the untouched About Me still is not', async () => {
    const user = userEvent.setup();
    await renderDesigner(null);
    await user.click(screen.getByRole('button', { name: 'Manage Sections' }));
    const sections = within(
      await screen.findByRole('dialog', { name: 'Manage Sections' }, { timeout: 5_000 }),
    );
    expect(sections.getByRole('button', { name: 'Keep example Business hours' })).toBeVisible();
    expect(sections.getByRole('button', { name: 'Keep example About Me' })).toBeVisible();
    const hours = sections.getByRole('textbox', { name: 'Business hours' });
    await user.clear(hours);
    await user.type(hours, 'Mon-Thu 8-4');
    expect(sections.queryByRole('button', { name: 'Keep example Business hours' })).toBeNull();
    await user.click(sections.getByRole('button', { name: 'Done' }));
    const fields = await saveTemplate(user);
    expect(fields.businessHours).toBe('Mon-Thu 8-4');
    expect(JSON.parse(fields.customSections!)).toEqual([]);
  });

  test('a saved template, even one with an About Me section, has no example marks', async () => {
    const user = userEvent.setup();
    await renderDesigner({ customSections: [ABOUT_ME], businessHours: '9-5' });
    expect(preview().queryByText('Example')).not.toBeInTheDocument();
    const fields = await saveTemplate(user);
    expect(JSON.parse(fields.customSections!)).toEqual([ABOUT_ME]);
    expect(fields.businessHours).toBe('9-5');
  });
});
