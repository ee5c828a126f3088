import { revokeScimToken, useConfirmedAction } from '@bizcard/shared/api';
import type { ScimToken } from '@bizcard/shared/model';
import { ConfirmModal } from '@bizcard/shared/ui';
import { REVOKE_TOKEN } from '../messages';

interface RevokeTokenModalProps {
  tenantId: string;
  token: ScimToken;
  onClose: () => void;
  onRevoked: (token: ScimToken) => void;
}

/** Asks before revoking a token; the server's refusal shows here. */
export function RevokeTokenModal({ tenantId, token, onClose, onRevoked }: RevokeTokenModalProps) {
  const confirmed = useConfirmedAction(async () => {
    onRevoked((await revokeScimToken(tenantId, token.id)).token);
  });

  const question = (
    <>
      Are you sure you want to revoke the token <strong>{token.name}</strong>? Your identity
      provider can no longer provision people with it. This action cannot be undone.
    </>
  );
  return (
    <ConfirmModal
      title={REVOKE_TOKEN.title}
      question={question}
      confirmLabel={REVOKE_TOKEN.confirm}
      {...confirmed}
      onClose={onClose}
    />
  );
}
