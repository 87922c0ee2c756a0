import type { Locale } from '@paperwise/schemas/locales';

/**
 * The terms each legal text must state (the EULA's revision date, payment, renewal, liability,
 * download and venue terms; the affiliate agreement's commission and payout terms), as the words
 * each language version says them in. Shared
 * by the bundle test (web/src/legal/queries.test.ts) and the browser test (legal.spec.ts).
 */
export const EULA_FACTS: Record<Locale, { title: string; facts: string[]; absent: string[] }> = {
  en: {
    title: 'End-User Licence Agreement',
    facts: [
      'Last revised: September 30th, 2024',
      'sign up for an Account, log in to an Account, purchase a Subscription, or use the Software',
      'Visa, MasterCard, American Express (AmEx) and PayPal',
      '21 days before the renewal date',
      'limited to US$5.00',
      'no more than 100 document downloads per day',
      'access from no more than 10 different IP addresses',
      'judicial district of Montreal, Quebec, Canada',
      'My Account/Billing',
      'one (1) backup copy',
      'covers one single individual attorney',
      'anonymous usage improvement programme',
    ],
    absent: ['30 days and again 10 days'],
  },
  fr: {
    title: "Contrat de licence d'utilisateur final",
    facts: [
      'Dernière révision\u00a0: 12 août 2024',
      'cartes de débit Visa et Mastercard',
      '30 jours avant la Date de renouvellement, puis de nouveau 10 jours avant',
      'limitée au montant que vous avez effectivement payé à Paperwise pour la Licence',
      'plus de 100 Documents par jour',
      'plus de 10 adresses IP différentes',
      'district judiciaire de Montréal, Québec, Canada',
      'My Account/Billing',
    ],
    absent: ['PayPal', 'US$5.00', '21 jours'],
  },
  es: {
    title: 'Contrato de licencia de usuario final',
    facts: [
      'Última revisión: 22 de julio de 2024',
      'tarjetas de débito Visa y Mastercard',
      'veintiún (21) días antes de la fecha de renovación',
      'US$5.00',
      'no más de cien (100) descargas de Documentos por día',
      'no más de diez (10) direcciones IP distintas',
      'distrito judicial de Montreal, Quebec, Canadá',
      'My Account/Billing',
    ],
    absent: ['PayPal'],
  },
  de: {
    title: 'Endbenutzer-Lizenzvertrag',
    facts: [
      'Zuletzt überarbeitet: 20. Mai 2024',
      'Debitkarten von Visa und Mastercard',
      '21 Tage vor dem Verlängerungsdatum',
      'US$5.00',
      'nicht mehr als 100 Dokumente pro Tag',
      'höchstens 10 verschiedenen IP-Adressen',
      'Gerichtsbezirks Montreal, Quebec, Kanada',
      'My Account/Billing',
    ],
    absent: ['PayPal'],
  },
  it: {
    title: "Contratto di licenza con l'utente finale",
    facts: [
      'Ultima revisione: 3 giugno 2024',
      'carte di debito Visa e Mastercard',
      '21 giorni prima della data di rinnovo',
      'US$5.00',
      'non più di 100 download di Documenti al giorno',
      'non più di 10 indirizzi IP diversi',
      'distretto giudiziario di Montreal, Quebec, Canada',
      'My Account/Billing',
    ],
    absent: ['PayPal'],
  },
  pt: {
    title: 'Contrato de licença de usuário final',
    facts: [
      'Última revisão: 3 de junho de 2024',
      'cartões de débito Visa e Mastercard',
      '21 (vinte e um) dias antes da Data de Renovação',
      '5,00 USD',
      'no máximo 100 (cem) downloads de documentos por dia',
      '10 (dez) endereços IP diferentes',
      'distrito judiciário de Montreal, Quebec, Canadá',
      'My Account/Billing',
    ],
    absent: ['PayPal'],
  },
};

export const AFFILIATE_FACTS = [
  'Effective July 1, 2021',
  'thirty percent (30%) of the Gross Revenue',
  'at least US$50 (fifty United States dollars)',
  'accrue and are carried forward',
  'less than US$1,000 (one thousand United States dollars), they are forfeited',
  'conversions of July are paid at the start of September',
  'This payment schedule is effective July 1, 2021',
  'Commissions are paid by company check',
  'US$500',
  'pay-per-click',
  'approves or rejects it at its sole discretion',
  'by written notice sent by e-mail',
  'laws of the Province of Quebec',
  'Premium plan (5-user licence, full access for 1 to 5 users)',
];
