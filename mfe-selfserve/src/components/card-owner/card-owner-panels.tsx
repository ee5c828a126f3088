import { CardFigures } from './card-figures';
import { OwnPhoto } from './own-photo';

/** What a card's owner sees of their card on either self-serve page (decision 059). */
export function CardOwnerPanels() {
  return (
    <>
      <CardFigures />
      <OwnPhoto />
    </>
  );
}
