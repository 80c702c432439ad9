import type { MailTexts } from '../mail-texts.ts';

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
  signInThrottled: {
    subject: (product) => `Intentos fallidos de inicio de sesión en tu cuenta de ${product}`,
    intro:
      'Alguien intentó varias veces iniciar sesión en tu cuenta con una contraseña incorrecta. A partir de ahora, cada nuevo intento tendrá que esperar más, para que nadie pueda adivinar la contraseña. Tú puedes seguir iniciando sesión como siempre.',
    notYou:
      '¿No fuiste tú? Una contraseña difícil de adivinar sigue estando segura. Para mayor tranquilidad, cámbiala con este enlace y activa la autenticación en dos pasos en la configuración de seguridad.',
  },
  notification: {
    subject: (product) => `Nueva actividad en ${product}`,
    kinds: {
      'message.direct': 'Tienes un mensaje directo nuevo.',
      'message.mention': 'Alguien te mencionó en una conversación.',
      'message.broadcast': 'Hay una publicación nueva en un canal que sigues.',
      'conversation.added': 'Te agregaron a una conversación.',
      'conversation.invited': 'Te invitaron a unirte a una conversación.',
      'conversation.assigned': 'Se te asignó una conversación.',
      'agent.invited': 'Se invitó a un agente a una de tus conversaciones.',
      'run.finished': 'Una ejecución que iniciaste terminó.',
      'review_item.created': 'Una acción de un agente espera tu revisión.',
      'run.waiting_review': 'Una respuesta a tu pregunta está esperando revisión.',
      'review_item.decided': 'Ya se revisó una respuesta a tu pregunta.',
      'protocol_version.worse':
        'La versión activa de uno de tus expertos rinde peor que una versión anterior. Puedes revertirla en el banco de trabajo de su protocolo.',
      system: 'Hay novedades sobre tu cuenta.',
    },
    action: 'Abrir',
    settings: 'Puedes elegir qué notificaciones te llegan por correo electrónico en la configuración de tu bandeja de entrada.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} es tu código de verificación de ${product}. Vence en ${duration}. ¿No lo solicitaste? Ignora este mensaje.`,
};
