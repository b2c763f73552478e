import { labelledEnum as labelled } from '../common/enums.ts';

/* Labelled enums of the profile (API.md 2.1, spec document 2 section 3). */

/** NORMAL shows the 'recommended by the product' badge, LIMITED shows nothing. */
export const accountStatus = labelled({ NORMAL: 'Polecany przez Handlowo', LIMITED: '' });

/** LIMITED shows 'Ograniczona dostępność', NORMAL shows nothing. */
export const visibilityStatus = labelled({ NORMAL: '', LIMITED: 'Ograniczona dostępność' });

export const workingArea = labelled({ COUNTRY: 'Kraj', STATE: 'Województwo' });

/** Language level 1–5 (API.md 2.1). */
export const languageLevelLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'A1',
  2: 'A2',
  3: 'B1',
  4: 'B2',
  5: 'Ojczysty',
};

/** Review categories; `id` of D38 and of a review's `categoryOpinions` is the position 1–4. */
export const reviewCategory = labelled({
  JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE: 'Jakość współpracy i zaangażowanie',
  RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM: 'Responsywność i kontakt z handlowcem',
  EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI: 'Efekty współpracy i liczba aktywności',
  ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI: 'Zadowolenie z wykonanych aktywności',
});
export const reviewCategoryId = (category: (typeof reviewCategory.keys)[number]): number =>
  reviewCategory.keys.indexOf(category) + 1;

/**
 * Who wrote an opinion (issue 27): the investor after a realised order, or the order's guardian
 * from what the client said another way (F16). Shown next to the author on the profile.
 */
export const reviewAuthorType = labelled({
  INVESTOR: 'Opinia klienta',
  GUARDIAN: 'Ocena opiekuna Handlowo na podstawie rozmowy z klientem',
});

/** Certificate type (API.md 2.1): the add modal's toggle, CERTIFICATE by default. */
export const certificateType = labelled({ CERTIFICATE: 'Certyfikat', LICENSE: 'Licencja' });
