import type { Locale } from '@paperwise/schemas/locales';

/**
 * The few dialog texts the engine supplies itself: the password fields' labels when a page's dialog
 * is e-mail only but the with-password flow opens the password dialog, and the accessible name of
 * the disabled progress button's bar, and what the form says when the userbase refuses a sign-up for
 * now (429, too many from this connection). Everything else comes from the variant's content.
 */
export interface EngineCopy {
  passwordLabel: string;
  passError: string;
  confirmPasswordLabel: string;
  confirmPassError: string;
  pleaseWait: string;
  tooManySignups: string;
}

export const ENGINE_COPY: Record<Locale, EngineCopy> = {
  en: {
    passwordLabel: 'Create a password',
    passError: 'Password must be 8 characters or more, contain a letter & number',
    confirmPasswordLabel: 'Confirm your password',
    confirmPassError: 'Password does not match',
    pleaseWait: 'Please wait',
    tooManySignups:
      'Too many sign-ups from your connection in a short time. Please wait a while and try again; what you typed is still here.',
  },
  fr: {
    passwordLabel: 'Créez un mot de passe',
    passError: 'Au moins 8 caractères, dont une lettre et un chiffre',
    confirmPasswordLabel: 'Confirmez votre mot de passe',
    confirmPassError: 'Les mots de passe ne correspondent pas',
    pleaseWait: 'Veuillez patienter',
    tooManySignups:
      'Trop d’inscriptions depuis votre connexion en peu de temps. Patientez un moment puis réessayez ; ce que vous avez saisi est conservé.',
  },
  es: {
    passwordLabel: 'Cree una contraseña',
    passError: 'Mínimo 8 caracteres, con al menos una letra y un número',
    confirmPasswordLabel: 'Confirme su contraseña',
    confirmPassError: 'Las contraseñas no coinciden',
    pleaseWait: 'Espere, por favor',
    tooManySignups:
      'Demasiados registros desde su conexión en poco tiempo. Espere un momento y vuelva a intentarlo; lo que escribió se conserva.',
  },
  de: {
    passwordLabel: 'Passwort festlegen',
    passError: 'Mindestens 8 Zeichen, darunter ein Buchstabe und eine Ziffer',
    confirmPasswordLabel: 'Passwort bestätigen',
    confirmPassError: 'Die Passwörter stimmen nicht überein',
    pleaseWait: 'Bitte warten',
    tooManySignups:
      'Zu viele Registrierungen von Ihrer Verbindung in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut; Ihre Eingaben bleiben erhalten.',
  },
  it: {
    passwordLabel: 'Crea una password',
    passError: 'Almeno 8 caratteri, con una lettera e un numero',
    confirmPasswordLabel: 'Conferma la password',
    confirmPassError: 'Le password non coincidono',
    pleaseWait: 'Attendere prego',
    tooManySignups:
      'Troppe registrazioni dalla tua connessione in poco tempo. Attendi un momento e riprova; quello che hai scritto è ancora qui.',
  },
  pt: {
    passwordLabel: 'Crie uma senha',
    passError: 'No mínimo 8 caracteres, com uma letra e um número',
    confirmPasswordLabel: 'Confirme a sua senha',
    confirmPassError: 'As senhas não coincidem',
    pleaseWait: 'Aguarde, por favor',
    tooManySignups:
      'Muitos cadastros da sua conexão em pouco tempo. Aguarde um momento e tente novamente; o que você digitou continua aqui.',
  },
};
