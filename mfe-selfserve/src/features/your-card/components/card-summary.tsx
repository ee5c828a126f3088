import type { YourCardResponse } from '@bizcard/shared/model';
import { Button, Card, Muted } from '@bizcard/shared/ui';
import styled from 'styled-components';
import { CARD_TEXT } from '../../../messages';
import { YOUR_CARD_TEXT } from '../messages';
import { CardLink } from './card-link';

const Panel = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Details = styled.div`
  flex: 1 1 280px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
`;

const Name = styled.h2`
  font-size: 20px;
  font-weight: 700;
  margin: 0;
`;

const Qr = styled.img`
  width: 140px;
  height: 140px;
`;

/** Who the card is for, its address, its QR code and its vCard. */
export function CardSummary({ card }: { card: YourCardResponse }) {
  return (
    <Panel aria-label={CARD_TEXT.panel}>
      <Qr src={card.qr_url} alt={YOUR_CARD_TEXT.qrAlt} />
      <Details>
        <Name>{`${card.first_name} ${card.last_name}`.trim()}</Name>
        <Muted>{card.tenant}</Muted>
        <Muted>{YOUR_CARD_TEXT.cardLink}</Muted>
        <CardLink url={card.card_url} />
        <Button as="a" href={card.vcard_url} download $variant="secondary">
          {YOUR_CARD_TEXT.downloadVcard}
        </Button>
      </Details>
    </Panel>
  );
}
