import { ThemeRoot } from '@bizcard/shared/ui';
import { render, screen } from '@testing-library/react';
import type { ClaimRow } from '../lib/provider-form-values';
import { ClaimMappingsEditor } from './claim-mappings-editor';

const ROWS: ClaimRow[] = [
  { key: 1, claim: 'given_name', field: 'first_name' },
  { key: 2, claim: '  ', field: 'title' },
];

const renderEditor = () =>
  render(
    <ThemeRoot>
      <ClaimMappingsEditor
        title="Claim mappings"
        claims={ROWS}
        invalid={false}
        actions={{ setClaim: () => {}, addClaim: () => {}, removeClaim: () => {} }}
      />
    </ThemeRoot>,
  );

describe('Claim mappings', () => {
  it("names each contact field select after its claim: 'Contact field for given_name'", () => {
    renderEditor();

    expect(screen.getByRole('combobox', { name: 'Contact field for given_name' })).toHaveValue(
      'first_name',
    );
    expect(screen.getByRole('combobox', { name: 'Contact field for claim 2' })).toHaveValue(
      'title',
    );
  });

  it('gives every control of a row a name of its own', () => {
    renderEditor();

    expect(screen.getByRole('textbox', { name: 'Claim 1' })).toHaveValue('given_name');
    expect(screen.getByRole('button', { name: 'Remove given_name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove claim 2' })).toBeInTheDocument();
    for (const control of [
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('button'),
    ]) {
      expect(control).toHaveAccessibleName();
    }
  });
});
