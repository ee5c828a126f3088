// Answers of the batches routes besides the shared BATCH_MESSAGES.
export const ONLY_SUPER_ADMINS = 'Only super admins can manage batches';
export { TENANT_NOT_FOUND } from '../../errors';
export const TENANT_MISMATCH = 'tenant_id does not match the tenant in the address';
export const BATCH_NOT_FOUND = 'Batch not found';
export const batchInvalidRows = (count: number) =>
  `The file has ${count} invalid ${count === 1 ? 'row' : 'rows'}; nothing was stored.`;
export const usersNotInTenant = (count: number) =>
  `${count} of the selected users ${count === 1 ? 'is not a user' : 'are not users'} of this tenant; nothing was stored.`;
export const statusChangeRefused = (from: string, to: string, next: string | null) =>
  next
    ? `A batch that is ${from} can only become ${next}, not ${to}`
    : `A batch that is ${from} cannot change status any more (asked: ${to})`;
export const cardsAwaitingUid = (count: number) =>
  `${count} ${count === 1 ? 'card has' : 'cards have'} no chip UID yet; upload the encoder's result first`;
export const rowsWithoutUser = (count: number) =>
  `${count} ${count === 1 ? 'person of this batch is' : 'people of this batch are'} not users of the tenant; upload the batch again to add them`;
export const CARD_NOT_IN_BATCH = 'This person has no card in this batch';
export const CARD_ALREADY_BLOCKED = 'This card is already blocked';
export const CARD_NOT_BLOCKED = 'Only a blocked card can be replaced: block the lost card first';
export const ENCODER_COLUMNS_REQUIRED = 'The file needs Card URL and Chip UID columns';
export const ENCODER_NO_ROWS = 'The file has no rows';
export const ENCODER_FILE_REQUIRED = "Choose the encoder's CSV file";
