import type { MailTexts } from '../texts.ts';

const plural = new Intl.PluralRules('es-MX');

/** Spanish as written in Mexico (preterite "solicitaste", "vence"). */
export const esMX: MailTexts = {
  greeting: 'Hola:',
  minutes: (count) => `${count} ${plural.select(count) === 'one' ? 'minuto' : 'minutos'}`,
  signOff: (product) => `El equipo de ${product}`,
  verifyEmail: {
    subject: (product) => `Tu código de verificación de ${product}`,
    intro: 'Usa este código para verificar tu correo electrónico:',
    expires: (duration) => `El código vence en ${duration}.`,
    notRequested: '¿No lo solicitaste? Puedes ignorar este correo.',
  },
  passwordReset: {
    subject: (product) => `Restablece tu contraseña de ${product}`,
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva contraseña con este enlace:',
    action: 'Elegir una nueva contraseña',
    expires: (duration) => `El enlace vence en ${duration} y solo se puede usar una vez.`,
    notRequested: '¿No lo solicitaste? Ignora este correo: tu contraseña seguirá siendo la misma.',
  },
  passwordChanged: {
    subject: (product) => `Se cambió tu contraseña de ${product}`,
    changedAt: (when) => `La contraseña de tu cuenta se cambió el ${when} (UTC).`,
    otherDevices: 'Cerramos la sesión en los demás dispositivos conectados a tu cuenta.',
    notYou: '¿No fuiste tú? Restablece tu contraseña ahora y revisa tus sesiones activas:',
  },
  signInAlert: {
    subject: (product) => `Nuevo inicio de sesión en tu cuenta de ${product}`,
    intro: 'Se inició sesión en tu cuenta desde un dispositivo que no se había usado antes:',
    device: 'Dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    ipAddress: 'Dirección IP',
    time: 'Fecha y hora',
    ifYou: 'Si fuiste tú, no necesitas hacer nada más.',
    notYou:
      '¿No fuiste tú? Cambia tu contraseña ahora con este enlace y, después, revisa tus sesiones activas en la configuración de seguridad y cierra las que no reconozcas.',
    action: 'Cambiar la contraseña',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} es tu código de verificación de ${product}. Vence en ${duration}. ¿No lo solicitaste? Ignora este mensaje.`,
};
