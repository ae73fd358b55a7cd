import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Collapse from 'antd/es/collapse';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import './contact.css';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="pw-card pw-contact__card">
      <span className="pw-contact__icon" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      {children}
    </li>
  );
}

/** `tel:` wants digits only, with the leading + of an international number. */
export const telephoneHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** CONTACT_ADDRESS separates its lines with `;`. */
const addressLines = (address: string) =>
  address
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);

/** /contact: how to reach the collective (spec sections 2 and 9). There is no contact form. */
export default function ContactPage() {
  const { brandName, supportEmail, applicationsEmail, contactPhone, contactAddress } = useBrand();
  usePageMeta({
    title: pageTitle('Contact Us'),
    description: `How to reach ${brandName}: e-mail, phone and address, and answers to the questions writers ask most.`,
  });
  const faqs = [
    {
      key: 'apply',
      label: 'How do I join the collective?',
      children: (
        <p>
          Start with the short <Link to="/apply">application questionnaire</Link>, create your account and choose a
          membership, then take the 30-minute writing assessment. Our editors review every application.
        </p>
      ),
    },
    {
      key: 'pay',
      label: 'How and when are assignments paid?',
      children: (
        <p>
          Each assignment states its pay, per word or as a flat rate. When an editor accepts your work, a payout is
          created; request it from your dashboard. Income is never guaranteed and depends on available work.
        </p>
      ),
    },
    {
      key: 'cancel',
      label: 'How do I cancel my membership?',
      children: (
        <p>
          E-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the address on your account. There are no
          contracts; see our <Link to="/refund-policy">Refund &amp; Cancellation Policy</Link>.
        </p>
      ),
    },
    {
      key: 'samples',
      label: 'Where do I send writing samples?',
      children: (
        <p>
          After you pass the assessment, e-mail <a href={`mailto:${applicationsEmail}`}>{applicationsEmail}</a> with
          your full name in the subject or body, and attach your resume or samples if you like.
        </p>
      ),
    },
  ];

  return (
    <div className="pw-page">
      <h1>Contact Us</h1>
      <p className="pw-lead">
        Questions about membership, assignments or payouts? The {brandName} team is here to help.
      </p>
      <ul className="pw-contact">
        <ContactCard icon={<MailOutlined />} title="Email">
          <p>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <p>We respond within 48-72 hours.</p>
        </ContactCard>
        <ContactCard icon={<PhoneOutlined />} title="Phone">
          <p>
            <a href={telephoneHref(contactPhone)}>{contactPhone}</a>
          </p>
          <p>9am-6pm EST, Monday to Friday</p>
        </ContactCard>
        <ContactCard icon={<EnvironmentOutlined />} title="Address">
          <p>
            {[brandName, ...addressLines(contactAddress)].map((line, index) => (
              <Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        </ContactCard>
        <ContactCard icon={<ClockCircleOutlined />} title="Business Hours">
          <p>9:00 AM-5:00 PM Monday-Friday</p>
          <p>Response time: 48-72 hours</p>
        </ContactCard>
      </ul>
      <section aria-labelledby="faq-title" className="pw-contact__faq">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        <Collapse items={faqs} />
      </section>
    </div>
  );
}
