import ExcelJS from 'exceljs';

/** An XLSX workbook whose first sheet holds `rows`, as bytes. */
export async function xlsxFile(rows: unknown[][], sheetName = 'People'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvFile = (text: string) => Buffer.from(text, 'utf8');

/** The multipart body the Batches modal sends. */
export function batchForm(fields: {
  name?: string;
  tenant_id?: string;
  file?: { name: string; content: Buffer; type?: string };
}): FormData {
  const form = new FormData();
  if (fields.name !== undefined) form.append('name', fields.name);
  if (fields.tenant_id !== undefined) form.append('tenant_id', fields.tenant_id);
  if (fields.file) {
    const { name, content, type = 'application/octet-stream' } = fields.file;
    form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  }
  return form;
}
