import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server in a process of its own (issue 19: mail is tested against a server, not a mock), started by
 * server/mail/smtp.api.test.ts with `tsx server/test/smtp-capture.ts <port>`. It accepts every message without
 * TLS or login and writes each one to stdout as one JSON line { from, to, raw }; "listening" once it accepts.
 */
const port = Number(process.argv[2] ?? 2525)
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      process.stdout.write(
        `${JSON.stringify({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })}\n`,
      )
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () => process.stdout.write('listening\n'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
