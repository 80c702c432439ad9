import type { MailTexts } from '../mail-texts.ts';

const plural = new Intl.PluralRules('es');

/** Spanish as written in Spain (tú, "caduca"); es-MX has its own file. */
export const es: MailTexts = {
  greeting: 'Hola:',
  minutes: (count) => `${count} ${plural.select(count) === 'one' ? 'minuto' : 'minutos'}`,
  signOff: (product) => `El equipo de ${product}`,
  verifyEmail: {
    subject: (product) => `Tu código de verificación de ${product}`,
    intro: 'Usa este código para verificar tu dirección de correo electrónico:',
    expires: (duration) => `El código caduca dentro de ${duration}.`,
    notRequested: '¿No lo has solicitado? Puedes ignorar este correo sin problema.',
  },
  passwordReset: {
    subject: (product) => `Restablece tu contraseña de ${product}`,
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Elige una contraseña nueva con este enlace:',
    action: 'Elegir una contraseña nueva',
    expires: (duration) => `El enlace caduca dentro de ${duration} y solo puede usarse una vez.`,
    notRequested: '¿No lo has solicitado? Ignora este correo: tu contraseña no cambiará.',
  },
  passwordChanged: {
    subject: (product) => `Se ha cambiado tu contraseña de ${product}`,
    changedAt: (when) => `La contraseña de tu cuenta se cambió el ${when} (UTC).`,
    otherDevices: 'Hemos cerrado la sesión en los demás dispositivos conectados a tu cuenta.',
    notYou: '¿No has sido tú? Restablece tu contraseña ahora y revisa tus sesiones activas:',
  },
  signInAlert: {
    subject: (product) => `Nuevo inicio de sesión en tu cuenta de ${product}`,
    intro: 'Se ha iniciado sesión en tu cuenta desde un dispositivo que no se había usado antes:',
    device: 'Dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    ipAddress: 'Dirección IP',
    time: 'Fecha y hora',
    ifYou: 'Si has sido tú, no tienes que hacer nada más.',
    notYou:
      '¿No has sido tú? Cambia tu contraseña ahora con este enlace y, después, revisa tus sesiones activas en la configuración de seguridad y cierra las que no reconozcas.',
    action: 'Cambiar la contraseña',
  },
  signInThrottled: {
    subject: (product) => `Intentos fallidos de inicio de sesión en tu cuenta de ${product}`,
    intro:
      'Alguien ha intentado varias veces iniciar sesión en tu cuenta con una contraseña incorrecta. A partir de ahora, cada nuevo intento tendrá que esperar más, para que nadie pueda adivinar la contraseña. Tú puedes seguir iniciando sesión como siempre.',
    notYou:
      '¿No has sido tú? Una contraseña difícil de adivinar sigue estando segura. Para mayor tranquilidad, cámbiala con este enlace y activa la autenticación en dos pasos en la configuración de seguridad.',
  },
  notification: {
    subject: (product) => `Nueva actividad en ${product}`,
    kinds: {
      'message.direct': 'Tienes un mensaje directo nuevo.',
      'message.mention': 'Alguien te mencionó en una conversación.',
      'message.broadcast': 'Hay una publicación nueva en un canal que sigues.',
      'conversation.added': 'Te añadieron a una conversación.',
      'conversation.invited': 'Te han invitado a unirte a una conversación.',
      'conversation.assigned': 'Se te asignó una conversación.',
      'agent.invited': 'Se invitó a un agente a una de tus conversaciones.',
      'run.finished': 'Una ejecución que iniciaste ha terminado.',
      'review_item.created': 'Una acción de un agente espera tu revisión.',
      'run.waiting_review': 'Una respuesta a tu pregunta espera una revisión.',
      'review_item.decided': 'Ya se revisó una respuesta a tu pregunta.',
      'protocol_version.worse':
        'La versión activa de uno de tus expertos rinde peor que una versión anterior. Puedes revertirla en el banco de trabajo de su protocolo.',
      system: 'Hay novedades sobre tu cuenta.',
    },
    action: 'Abrir',
    settings: 'Puedes elegir qué notificaciones te llegan por correo electrónico en la configuración de tu bandeja de entrada.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} es tu código de verificación de ${product}. Caduca dentro de ${duration}. ¿No lo has solicitado? Ignora este mensaje.`,
};
