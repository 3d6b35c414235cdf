import { STANDARD_LABEL } from './variants';

/** A line's pack worth naming: any label but the 'Standard' of a product that has no sizes. */
export function namedPack(size: string | null | undefined): string | null {
  return size && size !== STANDARD_LABEL ? size : null;
}

/**
 * A bought line's name wherever it is listed without its own pack column (buttons, mails): "Darjeeling
 * (500 g)", so two packs of one tea are told apart; the bare title for a 'Standard' pack.
 */
export function lineName(title: string, size: string | null | undefined): string {
  const pack = namedPack(size);
  return pack ? `${title} (${pack})` : title;
}
