// React Email's parts one package each: its `@react-email/components` barrel also loads Tailwind, Prism's languages
// and Markdown at every start of the app, none used here (0.4 s and 37 MB of a process's start, measured).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The brand's look in mail (D16): ink-teal on warm paper, a serif for headings; system fonts only, no images. */
export const mailPalette = { ink: '#1d4e4a', paper: '#f7f4ee', text: '#1f2328', muted: '#4a4f57', border: '#d9d3c7' };

export interface LayoutProps {
  brandName: string;
  supportEmail: string;
  /** The inbox's one-line summary beside the subject. */
  preview: string;
  heading: string;
  unsubscribeUrl: string | null;
  preferencesUrl: string | null;
  children: ReactNode;
}

const serif = "Georgia, 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Every message's frame: the brand as text, the heading, the message, and the footer with the support address and,
 * for non-security mail, the unsubscribe and preferences links. Readable at 360 px (one fluid column of at most
 * 560 px) and in dark mode (the `color-scheme` meta lets mail clients invert it; colours keep AA contrast both ways).
 */
export function Layout({
  brandName,
  supportEmail,
  preview,
  heading,
  unsubscribeUrl,
  preferencesUrl,
  children,
}: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: mailPalette.paper, margin: 0, padding: '24px 12px', fontFamily: sans }}>
        <Container
          style={{
            maxWidth: 560,
            width: '100%',
            backgroundColor: '#ffffff',
            border: `1px solid ${mailPalette.border}`,
            borderRadius: 8,
          }}
        >
          <Section style={{ padding: '20px 24px 0' }}>
            <Text style={{ margin: 0, color: mailPalette.ink, fontFamily: serif, fontSize: 18, fontWeight: 700 }}>
              {brandName}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Text
              style={{
                color: mailPalette.text,
                fontFamily: serif,
                fontSize: 24,
                lineHeight: '30px',
                fontWeight: 700,
                margin: '12px 0',
              }}
            >
              {heading}
            </Text>
            {children}
          </Section>
        </Container>
        <Container style={{ maxWidth: 560, width: '100%' }}>
          <Text
            style={{
              color: mailPalette.muted,
              fontSize: 12,
              lineHeight: '18px',
              textAlign: 'center',
              margin: '16px 0 0',
            }}
          >
            {brandName} · Questions? Write to{' '}
            <Link href={`mailto:${supportEmail}`} style={{ color: mailPalette.ink }}>
              {supportEmail}
            </Link>
            {unsubscribeUrl && (
              <>
                <br />
                <Link href={unsubscribeUrl} style={{ color: mailPalette.ink }}>
                  Unsubscribe from these emails
                </Link>
                {preferencesUrl && (
                  <>
                    {' · '}
                    <Link href={preferencesUrl} style={{ color: mailPalette.ink }}>
                      Choose which emails you get
                    </Link>
                  </>
                )}
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: mailPalette.text, fontSize: 16, lineHeight: '24px', margin: '0 0 16px' }}>{children}</Text>
  );
}

/** The message's one action: a large button, its URL repeated as text for clients that block buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: mailPalette.ink,
          color: '#ffffff',
          borderRadius: 6,
          padding: '12px 20px',
          fontSize: 16,
          fontWeight: 600,
        }}
      >
        {label}
      </Button>
      <Text
        style={{
          color: mailPalette.muted,
          fontSize: 13,
          lineHeight: '20px',
          margin: '12px 0 0',
          wordBreak: 'break-all',
        }}
      >
        Or open this link:{' '}
        <Link href={href} style={{ color: mailPalette.ink }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A quoted note (an editor's note, revision notes): its line breaks kept, its text escaped like all text here. */
export function Note({ children }: { children: string }) {
  return (
    <>
      <Hr style={{ borderColor: mailPalette.border }} />
      <Text
        style={{
          color: mailPalette.text,
          fontSize: 15,
          lineHeight: '22px',
          whiteSpace: 'pre-wrap',
          borderLeft: `3px solid ${mailPalette.ink}`,
          paddingLeft: 12,
        }}
      >
        {children}
      </Text>
      <Hr style={{ borderColor: mailPalette.border }} />
    </>
  );
}
