import { Button, Card, Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { CARD_TEXT } from '../../../messages';

const Panel = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Address = styled.p`
  overflow-wrap: anywhere;
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(3)}`};
`;

const Qr = styled.img`
  width: 120px;
  height: 120px;
`;

/** The person's public card: its address, its QR code and a way to open it. */
export function CardPanel({ url, qrCode }: { url: string; qrCode: string }) {
  return (
    <Panel aria-label={CARD_TEXT.panel}>
      <Qr src={qrCode} alt={CARD_TEXT.qrAlt} />
      <div>
        <Muted>{CARD_TEXT.panel}</Muted>
        <Address>{url}</Address>
        <Button onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
          View My Card
        </Button>
      </div>
    </Panel>
  );
}
