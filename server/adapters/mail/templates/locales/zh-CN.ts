import type { MailTexts } from '../mail-texts.ts';

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
  signInAlert: {
    subject: (product) => `您的 ${product} 账户有新的登录`,
    intro: '您的账户刚刚在一台此前从未使用过的设备上登录：',
    device: '设备',
    unknownDevice: '未知设备',
    ipAddress: 'IP 地址',
    time: '时间',
    ifYou: '如果是您本人操作，则无需进行任何处理。',
    notYou: '如果不是您本人操作，请立即通过以下链接更改密码，然后在安全设置中检查您的活动会话，并退出所有您不认识的会话。',
    action: '更改密码',
  },
  signInThrottled: {
    subject: (product) => `您的 ${product} 账户有多次登录失败`,
    intro: '有人多次尝试使用错误的密码登录您的账户。从现在起，每次新的尝试都需要等待更长时间，以防密码被猜中。您仍可以照常登录。',
    notYou: '如果不是您本人操作：难以猜测的密码依然安全。为保险起见，请通过以下链接更改密码，并在安全设置中开启双重身份验证。',
  },
  notification: {
    subject: (product) => `${product} 上有新动态`,
    kinds: {
      'message.direct': '您有一条新的私信。',
      'message.mention': '有人在对话中提到了您。',
      'message.broadcast': '您关注的广播有新帖子。',
      'conversation.added': '您已被添加到一个对话中。',
      'conversation.assigned': '有一个对话已分配给您。',
      'agent.invited': '有智能体被邀请加入您的一个对话。',
      'run.finished': '您启动的运行已完成。',
      'review_item.created': '有一个智能体操作等待您审核。',
      system: '您的账户有新消息。',
    },
    action: '打开',
    settings: '您可以在收件箱设置中选择哪些通知通过电子邮件发送给您。',
  },
  phoneCodeSms: (code, product, duration) => `您的 ${product} 验证码为 ${code}，${duration}内有效。如非本人操作，请忽略此短信。`,
};
