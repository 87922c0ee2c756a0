import type { Locale } from '@paperwise/schemas/locales';
import { LEGAL_DOCUMENT_TYPE_TITLES, type LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';

/** The words around a legal text (the texts themselves are content). */
export interface LegalCopy {
  /** The name of each legal text, for page titles and the list of legal texts. */
  kinds: Record<LegalDocumentType, string>;
  contents: string;
  contact: string;
  otherTexts: string;
  /** Shown above the English text where a legal text has no version in the reader's language. */
  englishOnly: string;
}

export const LEGAL_COPY: Record<Locale, LegalCopy> = {
  en: {
    // In English the site names each legal text as the studio does.
    kinds: LEGAL_DOCUMENT_TYPE_TITLES,
    contents: 'Contents',
    contact: 'Contact',
    otherTexts: 'Legal texts',
    englishOnly: 'This document is available in English only.',
  },
  fr: {
    kinds: {
      eula: 'Contrat de licence d’utilisateur final',
      affiliateAgreement: 'Contrat du programme d’affiliation',
      termsOfUse: 'Conditions d’utilisation',
      privacyPolicy: 'Politique de confidentialité',
      cookiePolicy: 'Politique relative aux témoins (cookies)',
      refundPolicy: 'Politique de remboursement',
    },
    contents: 'Sommaire',
    contact: 'Nous joindre',
    otherTexts: 'Textes juridiques',
    englishOnly:
      'Ce document est disponible en anglais seulement. Vous en trouverez ci-dessous le texte intégral, en anglais.',
  },
  es: {
    kinds: {
      eula: 'Contrato de licencia de usuario final',
      affiliateAgreement: 'Contrato del programa de afiliados',
      termsOfUse: 'Términos de uso',
      privacyPolicy: 'Política de privacidad',
      cookiePolicy: 'Política de cookies',
      refundPolicy: 'Política de reembolso',
    },
    contents: 'Índice',
    contact: 'Contacto',
    otherTexts: 'Textos legales',
    englishOnly:
      'Este documento solo está disponible en inglés. A continuación encontrará el texto completo en inglés.',
  },
  de: {
    kinds: {
      eula: 'Endbenutzer-Lizenzvertrag',
      affiliateAgreement: 'Vereinbarung zum Partnerprogramm',
      termsOfUse: 'Nutzungsbedingungen',
      privacyPolicy: 'Datenschutzerklärung',
      cookiePolicy: 'Cookie-Richtlinie',
      refundPolicy: 'Rückerstattungsrichtlinie',
    },
    contents: 'Inhalt',
    contact: 'Kontakt',
    otherTexts: 'Rechtliche Hinweise',
    englishOnly:
      'Dieses Dokument ist nur auf Englisch verfügbar. Nachstehend finden Sie den vollständigen englischen Text.',
  },
  it: {
    kinds: {
      eula: 'Contratto di licenza con l’utente finale',
      affiliateAgreement: 'Contratto del programma di affiliazione',
      termsOfUse: 'Termini di utilizzo',
      privacyPolicy: 'Informativa sulla privacy',
      cookiePolicy: 'Informativa sui cookie',
      refundPolicy: 'Politica di rimborso',
    },
    contents: 'Indice',
    contact: 'Contatti',
    otherTexts: 'Documenti legali',
    englishOnly: 'Questo documento è disponibile solo in inglese. Di seguito è riportato il testo completo in inglese.',
  },
  pt: {
    kinds: {
      eula: 'Contrato de licença de usuário final',
      affiliateAgreement: 'Contrato do programa de afiliados',
      termsOfUse: 'Termos de uso',
      privacyPolicy: 'Política de privacidade',
      cookiePolicy: 'Política de cookies',
      refundPolicy: 'Política de reembolso',
    },
    contents: 'Índice',
    contact: 'Contato',
    otherTexts: 'Documentos legais',
    englishOnly: 'Este documento está disponível apenas em inglês. O texto completo, em inglês, encontra-se abaixo.',
  },
};
