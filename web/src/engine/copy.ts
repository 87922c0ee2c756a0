import type { Locale } from '@paperwise/schemas/locales';

/**
 * The few dialog texts the engine supplies itself: the password fields' labels when a page's dialog
 * is e-mail only but the with-password flow opens the password dialog, and the accessible name of
 * the disabled progress button's bar. Everything else comes from the variant's content.
 */
export interface EngineCopy {
  passwordLabel: string;
  passError: string;
  confirmPasswordLabel: string;
  confirmPassError: string;
  pleaseWait: string;
}

export const ENGINE_COPY: Record<Locale, EngineCopy> = {
  en: {
    passwordLabel: 'Create a password',
    passError: 'Password must be 8 characters or more, contain a letter & number',
    confirmPasswordLabel: 'Confirm your password',
    confirmPassError: 'Password does not match',
    pleaseWait: 'Please wait',
  },
  fr: {
    passwordLabel: 'Créez un mot de passe',
    passError: 'Au moins 8 caractères, dont une lettre et un chiffre',
    confirmPasswordLabel: 'Confirmez votre mot de passe',
    confirmPassError: 'Les mots de passe ne correspondent pas',
    pleaseWait: 'Veuillez patienter',
  },
  es: {
    passwordLabel: 'Cree una contraseña',
    passError: 'Mínimo 8 caracteres, con al menos una letra y un número',
    confirmPasswordLabel: 'Confirme su contraseña',
    confirmPassError: 'Las contraseñas no coinciden',
    pleaseWait: 'Espere, por favor',
  },
  de: {
    passwordLabel: 'Passwort festlegen',
    passError: 'Mindestens 8 Zeichen, darunter ein Buchstabe und eine Ziffer',
    confirmPasswordLabel: 'Passwort bestätigen',
    confirmPassError: 'Die Passwörter stimmen nicht überein',
    pleaseWait: 'Bitte warten',
  },
  it: {
    passwordLabel: 'Crea una password',
    passError: 'Almeno 8 caratteri, con una lettera e un numero',
    confirmPasswordLabel: 'Conferma la password',
    confirmPassError: 'Le password non coincidono',
    pleaseWait: 'Attendere prego',
  },
  pt: {
    passwordLabel: 'Crie uma senha',
    passError: 'No mínimo 8 caracteres, com uma letra e um número',
    confirmPasswordLabel: 'Confirme a sua senha',
    confirmPassError: 'As senhas não coincidem',
    pleaseWait: 'Aguarde, por favor',
  },
};
