import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fieldLabel, SCIM_TEXT_ATTRIBUTES } from '../../src/scim/scim-user-fields';

// The README's table of what a directory's SCIM attributes fill on a card is written for
// people; the mapping itself is declared once, in SCIM_TEXT_ATTRIBUTES. This keeps the two alike.

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
const section = readme.slice(readme.indexOf('## Provisioning from Okta or Microsoft Entra ID'));
const rows = section
  .slice(0, section.indexOf('\n## ', 3))
  .split('\n')
  .filter((line) => line.startsWith('| '));

/** How the README names an attribute: `title`, enterprise `department`, `phoneNumbers[…]`. */
const readmeName = (attribute: (typeof SCIM_TEXT_ATTRIBUTES)[number]) =>
  'multi' in attribute
    ? `\`${attribute.multi}[type eq "${attribute.type}"].value\``
    : attribute.schema === 'enterprise'
      ? `enterprise \`${attribute.path.join('.')}\``
      : `\`${attribute.path.join('.')}\``;

test('the README maps every SCIM attribute onto the card field the API writes', () => {
  assert.ok(rows.length > 2, 'the README has the mapping table');
  for (const attribute of SCIM_TEXT_ATTRIBUTES) {
    const name = readmeName(attribute);
    const row = rows.find((line) => line.includes(name));
    assert.ok(row, `the README names ${name}`);
    assert.ok(
      row.includes(fieldLabel(attribute.field)),
      `${name} → ${fieldLabel(attribute.field)}`,
    );
  }
});
