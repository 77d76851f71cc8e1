import type { Locale } from '@truth-or-dare/prompt-banks';

/**
 * The digest email's words in every language, as ICU messages (plurals by each language's rules),
 * formatted by Lingui's runtime compiler (email-words-format.ts). Room names are never translated.
 */
export const EMAIL_MESSAGE_IDS = [
  'subject',
  'greeting',
  'intro',
  'more',
  'seeAll',
  'closing',
  'footer',
  'unsubscribe',
] as const;
export type EmailMessageId = (typeof EMAIL_MESSAGE_IDS)[number];

export const EMAIL_WORDS: Readonly<Record<Locale, Readonly<Record<EmailMessageId, string>>>> = {
  en: {
    subject:
      '{count, plural, one {A new public room is open on Truth or Dare} other {# new public rooms are open on Truth or Dare}}',
    greeting: 'Hi!',
    intro:
      '{count, plural, one {A new public room was opened since our last email:} other {New public rooms were opened since our last email:}}',
    more: '…and {count} more.',
    seeAll: 'See every open room',
    closing: 'Rooms close after a minute without players, so join while they are live.',
    footer: 'You get this email because you subscribed at {site}.',
    unsubscribe: 'Unsubscribe',
  },
  es: {
    subject:
      '{count, plural, one {Hay una sala pública nueva en Verdad o reto} other {Hay # salas públicas nuevas en Verdad o reto}}',
    greeting: '¡Hola!',
    intro:
      '{count, plural, one {Desde nuestro último correo se abrió una sala pública nueva:} other {Desde nuestro último correo se abrieron salas públicas nuevas:}}',
    more: '…y {count} más.',
    seeAll: 'Ver todas las salas abiertas',
    closing: 'Las salas se cierran tras un minuto sin jugadores, así que entra mientras siguen activas.',
    footer: 'Te llega este correo porque te suscribiste en {site}.',
    unsubscribe: 'Darte de baja',
  },
  'pt-BR': {
    subject:
      '{count, plural, one {Tem uma sala pública nova no Verdade ou desafio} other {Tem # salas públicas novas no Verdade ou desafio}}',
    greeting: 'Oi!',
    intro:
      '{count, plural, one {Desde o nosso último e-mail, abriu uma sala pública nova:} other {Desde o nosso último e-mail, abriram salas públicas novas:}}',
    more: '…e mais {count}.',
    seeAll: 'Ver todas as salas abertas',
    closing: 'As salas fecham depois de um minuto sem jogadores, então entre enquanto estão rolando.',
    footer: 'Você recebe este e-mail porque se inscreveu em {site}.',
    unsubscribe: 'Cancelar inscrição',
  },
  fr: {
    subject:
      '{count, plural, one {Un nouveau salon public est ouvert sur Action ou vérité} other {# nouveaux salons publics sont ouverts sur Action ou vérité}}',
    greeting: 'Salut\u202f!',
    intro:
      '{count, plural, one {Un nouveau salon public a ouvert depuis notre dernier e-mail\u202f:} other {De nouveaux salons publics ont ouvert depuis notre dernier e-mail\u202f:}}',
    more: '…et {count} de plus.',
    seeAll: 'Voir tous les salons ouverts',
    closing: 'Un salon ferme après une minute sans joueurs\u202f: rejoins-le tant qu’il est actif.',
    footer: 'Tu reçois cet e-mail parce que tu t’es abonné sur {site}.',
    unsubscribe: 'Se désabonner',
  },
  de: {
    subject:
      '{count, plural, one {Ein neuer öffentlicher Raum ist offen bei Wahrheit oder Pflicht} other {# neue öffentliche Räume sind offen bei Wahrheit oder Pflicht}}',
    greeting: 'Hallo!',
    intro:
      '{count, plural, one {Seit unserer letzten E-Mail wurde ein neuer öffentlicher Raum eröffnet:} other {Seit unserer letzten E-Mail wurden neue öffentliche Räume eröffnet:}}',
    more: '…und {count} weitere.',
    seeAll: 'Alle offenen Räume ansehen',
    closing: 'Räume schließen nach einer Minute ohne Spieler – also schnell rein, solange sie laufen.',
    footer: 'Du bekommst diese E-Mail, weil du dich auf {site} angemeldet hast.',
    unsubscribe: 'Abmelden',
  },
  it: {
    subject:
      '{count, plural, one {C’è una nuova stanza pubblica su Obbligo o verità} other {Ci sono # nuove stanze pubbliche su Obbligo o verità}}',
    greeting: 'Ciao!',
    intro:
      '{count, plural, one {Dalla nostra ultima email si è aperta una nuova stanza pubblica:} other {Dalla nostra ultima email si sono aperte nuove stanze pubbliche:}}',
    more: '…e altre {count}.',
    seeAll: 'Vedi tutte le stanze aperte',
    closing: 'Le stanze si chiudono dopo un minuto senza giocatori: entra finché sono attive.',
    footer: 'Ricevi questa email perché ti sei iscritto su {site}.',
    unsubscribe: 'Annulla l’iscrizione',
  },
  pl: {
    subject:
      '{count, plural, one {Nowy publiczny pokój czeka w Prawdzie czy wyzwaniu} few {# nowe publiczne pokoje czekają w Prawdzie czy wyzwaniu} many {# nowych publicznych pokoi czeka w Prawdzie czy wyzwaniu} other {# nowego publicznego pokoju czeka w Prawdzie czy wyzwaniu}}',
    greeting: 'Cześć!',
    intro:
      '{count, plural, one {Od naszego ostatniego maila otworzył się nowy publiczny pokój:} other {Od naszego ostatniego maila otworzyły się nowe publiczne pokoje:}}',
    more: '…i jeszcze {count}.',
    seeAll: 'Zobacz wszystkie otwarte pokoje',
    closing: 'Pokój zamyka się po minucie bez graczy, więc wskakuj, póki trwa gra.',
    footer: 'Dostajesz ten mail, bo zapisałeś się na {site}.',
    unsubscribe: 'Wypisz się',
  },
  ar: {
    subject:
      '{count, plural, zero {لا غرف عامة جديدة في صراحة أم جرأة} one {غرفة عامة جديدة مفتوحة في صراحة أم جرأة} two {غرفتان عامتان جديدتان مفتوحتان في صراحة أم جرأة} few {# غرف عامة جديدة مفتوحة في صراحة أم جرأة} many {# غرفة عامة جديدة مفتوحة في صراحة أم جرأة} other {# غرفة عامة جديدة مفتوحة في صراحة أم جرأة}}',
    greeting: 'مرحباً!',
    intro:
      '{count, plural, one {فُتحت غرفة عامة جديدة منذ رسالتنا الأخيرة:} other {فُتحت غرف عامة جديدة منذ رسالتنا الأخيرة:}}',
    more: '…و{count} غيرها.',
    seeAll: 'عرض كل الغرف المفتوحة',
    closing: 'تُغلق الغرفة بعد دقيقة من خلوّها من اللاعبين، والانضمام متاح ما دامت نشطة.',
    footer: 'تصلك هذه الرسالة لأن بريدك مشترك في {site}.',
    unsubscribe: 'إلغاء الاشتراك',
  },
};
