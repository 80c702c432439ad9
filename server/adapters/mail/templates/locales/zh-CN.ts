import type { MailTexts } from '../texts.ts';

export const zhCN: MailTexts = {
  greeting: '您好：',
  minutes: (count) => `${count} 分钟`,
  signOff: (product) => `${product} 团队`,
  verifyEmail: {
    subject: (product) => `您的 ${product} 验证码`,
    intro: '请使用以下验证码验证您的电子邮件地址：',
    expires: (duration) => `验证码将在 ${duration}后失效。`,
    notRequested: '如果这不是您本人的操作，请忽略此邮件。',
  },
  passwordReset: {
    subject: (product) => `重置您的 ${product} 密码`,
    intro: '我们收到了重置您账户密码的请求。请通过以下链接设置新密码：',
    action: '设置新密码',
    expires: (duration) => `该链接将在 ${duration}后失效，且只能使用一次。`,
    notRequested: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  passwordChanged: {
    subject: (product) => `您的 ${product} 密码已更改`,
    changedAt: (when) => `您账户的密码已于 ${when}（UTC）更改。`,
    otherDevices: '已登录您账户的其他设备均已退出登录。',
    notYou: '如果这不是您本人的操作，请立即重置密码并检查您的活动会话：',
  },
  phoneCodeSms: (code, product, duration) => `您的 ${product} 验证码为 ${code}，${duration}内有效。如非本人操作，请忽略此短信。`,
};
