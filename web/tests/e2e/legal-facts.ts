import type { Locale } from '@paperwise/schemas/locales';

/**
 * The terms each legal text must state (the EULA's revision date, payment, renewal, liability,
 * download and venue terms, and in English its subscription terms, licence roles, forbidden uses and
 * personal information; the affiliate agreement's commission and payout terms), as the words
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
      // The licence subscription: automatic renewal unless turned off or cancelled; after a
      // cancellation no further charge, no refund, access to the end of the paid period; a closed
      // or expired card or a rejected charge suspends access until billing is updated and paid;
      // the free trial previews only, a purchase once activated unlocks downloads and editing.
      'renews automatically at the end of each term',
      'unless automatic renewal has been turned off or the Subscription has been cancelled before the renewal date',
      'no further charges will be made to your payment method',
      'continues until the end of the period already paid',
      'Amounts already paid are not refunded',
      'If your card is closed or has expired, or if a charge is rejected for any reason, access to your Account is suspended until the billing details have been updated and a payment has succeeded',
      'you may not download, export, print, cut, copy, paste or save any Document',
      'Full downloading and editing of the Documents become available only once you have purchased a Subscription and that Subscription has been activated',
      // When the licence ends: use beyond its scope or a violation; at once for a breach, harmful
      // activity or insolvency.
      'The Licence ends automatically, without notice, if you use the Software or the Documents beyond the scope of the Licence or violate this Agreement',
      'if you breach this Agreement, if you engage in activity that is harmful to Paperwise',
      'if you become insolvent',
      // The licence roles: the user (personal licence), the account administrator, the partner
      // programme's participant, the free-trial user (and the attorney, above).
      'The Licence is personal to the person who created the Account',
      'must obtain his or her own Licence',
      'The Account Administrator receives by e-mail the confirmations of each renewal and the notices of each upcoming renewal',
      'A participant in the Partner Program may distribute the Software only in its full and unaltered form',
      'prior written authorization',
      'The Free Trial is intended solely to allow you to preview the Software and the Documents',
      // The forbidden uses.
      'distribute, sell, resell, rent, lease, lend, sublicense, publish or disclose the Software or the Documents',
      'redistribute the Documents or any collection of them',
      'reverse engineer, decompile, disassemble',
      'create derivative works based on the Software or the Documents',
      'Providing false registration data',
      'download Documents in an automated or bulk manner',
      // Personal information, collected to personalise the documents.
      'Personal information is also collected to personalise documents',
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
