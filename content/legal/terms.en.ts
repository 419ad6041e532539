import { legalFacts as f } from './facts';
import type { TermsAndConditions } from './types';

const { company } = f;

export const termsEn = {
  lang: 'en',
  title: 'Terms and Conditions',
  subtitle: `Terms of use of the website and services of ${company.legalName}`,
  intro: [],
  acceptance: {
    title: 'Agreement to our legal terms',
    blocks: [
      `These terms and conditions (the “Terms”) govern the use of the website of ${company.legalName} (“${company.brand}”, “we”, “us”) and of the services we offer through the site or following contacts started on it (the “Services”): industrial supplies, facility and industrial services, equipment rental, maintenance of respiratory-protection equipment and eProcurement.`,
      `${company.legalName} has its registered office at ${f.fullAddress}, Italy, VAT number ${company.vatNumber}, business register (REA) ${company.rea}, share capital € ${company.shareCapital}.`,
      'By using the site you confirm that you have read, understood and accepted these Terms. If you do not accept them, do not use the site. Offers and contracts signed for individual Services prevail over these Terms where they differ. The site is intended for adults.',
      'Nothing in these Terms limits the rights that the law grants consumers and that cannot be waived.',
    ],
  },
  summary: {
    title: 'Summary of key points',
    intro: 'One sentence per section; the link leads to the full text, which is what applies.',
    items: [
      {
        section: 'servizi',
        text: 'The site presents our Services; prices and conditions apply only in written offers.',
      },
      {
        section: 'proprieta-intellettuale',
        text: 'The site’s texts, graphics and documents are ours or licensed to us: you may consult them, not reuse them commercially.',
      },
      { section: 'dichiarazioni-utente', text: 'You give us true information and use the site lawfully.' },
      {
        section: 'prodotti',
        text: 'Pictures and specifications of products and vehicles are indicative; the online shop is not live yet.',
      },
      {
        section: 'acquisti-pagamenti',
        text: 'Payment is by PayPal or bank transfer, in euros, with sales tax (VAT) under Italian law.',
      },
      {
        section: 'resi',
        text: 'Consumers have 14 days to withdraw and the legal guarantee; for businesses the offer and the Civil Code apply.',
      },
      { section: 'attivita-vietate', text: 'Unlawful, automated or harmful uses of the site are prohibited.' },
      {
        section: 'contributi-utente',
        text: 'The site publishes no user content; the messages you send us must be lawful and truthful.',
      },
      { section: 'licenza-contributi', text: 'We use your messages only to reply to you and provide the Services.' },
      {
        section: 'gestione-servizi',
        text: 'We may monitor the site and restrict access for anyone who breaches the Terms.',
      },
      {
        section: 'privacy',
        text: 'Personal data are processed as described in the Privacy Policy and the Cookies Policy.',
      },
      {
        section: 'durata-risoluzione',
        text: 'The Terms apply while you use the site; we may deny access to anyone who breaches them.',
      },
      {
        section: 'modifiche',
        text: 'We may change the site and these Terms; the date at the top shows the version in force.',
      },
      {
        section: 'legge-applicabile',
        text: 'Italian law applies, with the protection of European Union consumers kept.',
      },
      {
        section: 'controversie',
        text: `First at least ${f.negotiationDays} days of negotiation, then arbitration seated in ${f.arbitrationSeat}; consumers keep their own courts.`,
      },
      { section: 'correzioni', text: 'We may correct errors on the site at any time.' },
      {
        section: 'esclusione-garanzie',
        text: 'The site is provided as is, without affecting the legal guarantees on products and services.',
      },
      {
        section: 'limitazione-responsabilita',
        text: 'We are not liable for indirect damage from the use of the site, as far as the law allows.',
      },
      { section: 'manleva', text: 'You answer for the consequences of your breaches of the Terms.' },
      { section: 'dati-utente', text: 'The site keeps no accounts or data store: messages reach us by e-mail.' },
      {
        section: 'comunicazioni-elettroniche',
        text: 'Electronic communications count as written form, within the limits of the law.',
      },
      {
        section: 'varie',
        text: 'Void clauses do not invalidate the others; in case of doubt the Italian text prevails.',
      },
      { section: 'contatti', text: 'Office, phone, e-mail and certified e-mail for any question or complaint.' },
    ],
  },
  sections: [
    {
      id: 'servizi',
      title: 'Our services',
      blocks: [
        `The information on the site presents ${company.brand} and its Services for information purposes and is not a binding offer. Availability, prices, timing and conditions of any supply, service or rental are confirmed only in the written offer we send you after your request.`,
        'The site is not intended for distribution or use in any country where that would be contrary to law. Those who access it from other countries do so on their own initiative and are responsible for complying with local laws.',
      ],
    },
    {
      id: 'proprieta-intellettuale',
      title: 'Intellectual property rights',
      blocks: [
        `The texts, graphics, illustrations, logos, PDF documents and code of the site belong to ${company.legalName} or are licensed to it, and are protected by copyright and trademark laws. Partners’ trademarks and logos belong to their respective owners.`,
        'You may consult the site, download the published documents and print them for personal use or to assess our Services. Any other reproduction, distribution or commercial use requires our written consent.',
      ],
    },
    {
      id: 'dichiarazioni-utente',
      title: 'User representations',
      blocks: [
        'By using the site you represent that:',
        {
          list: [
            'the information you give us is true, accurate and up to date;',
            'you have the legal capacity to accept these Terms and, if you act for a business, the authority to represent it;',
            'you are of legal age;',
            'you do not access the site through automated means such as bots or scripts;',
            'you do not use the site for any unlawful or unauthorised purpose.',
          ],
        },
        'If the information you provide turns out to be false or inaccurate, we may decline to act on your request and refuse any future use of the Services.',
      ],
    },
    {
      id: 'prodotti',
      title: 'Products',
      blocks: [
        'Descriptions, illustrations and technical specifications of products and rental vehicles are as accurate as possible but indicative: the illustrations on the site are stylised drawings and the binding specifications are those of the offer or contract. Products are subject to availability.',
        [
          'The ',
          { text: 'online shop', href: f.paths.shop },
          ' is not live yet: today the site sells no products directly. For orders and quotes, use the ',
          { text: 'Contacts', href: f.paths.contacts },
          ' page.',
        ],
      ],
    },
    {
      id: 'acquisti-pagamenti',
      title: 'Purchases and payment',
      blocks: [
        'An order is concluded when you accept our offer in writing or when we confirm your order in writing. We may refuse or cancel orders containing obvious errors of price or description, informing you and refunding anything already paid.',
        `We accept these payment methods: ${f.paymentMethods.en}. All amounts are in euros (EUR). Value added tax (VAT) and any other taxes due apply under Italian law and are shown in the offer and on the invoice.`,
        'Different payment terms, for instance for regular customers or long-term rentals, are set out in the offer or contract.',
      ],
    },
    {
      id: 'resi',
      title: 'Return policy',
      blocks: [
        {
          list: [
            'Consumers: for distance contracts you may withdraw within 14 days without giving any reason (Articles 52 and following of the Italian Consumer Code, Legislative Decree 206/2005), subject to the exceptions of Article 59, and you enjoy the two-year legal guarantee of conformity (Articles 128 and following).',
            'Businesses: returns are governed by the offer or contract; defects in goods must be reported within eight days of discovery (Article 1495 of the Italian Civil Code).',
            'Rentals: return, inspection and charges for damage follow the rental contract.',
            'Services: a service already performed cannot be returned; any complaint should be sent in writing to the contact details in the Contact section.',
          ],
        },
      ],
    },
    {
      id: 'attivita-vietate',
      title: 'Prohibited activities',
      blocks: [
        'You may use the site only for the purposes for which it is made available. In particular you may not:',
        {
          list: [
            'systematically extract data or content to build collections or databases;',
            'send false, harassing or defamatory requests or reports, or send them in someone else’s name;',
            'circumvent or disable the site’s security features, or overload it with automated requests;',
            'upload or transmit viruses or other harmful code;',
            'copy or adapt the site’s code, except as permitted by law;',
            'use the site for unsolicited advertising or to compete unfairly with ' + company.brand + ';',
            'use the site in breach of any law or regulation.',
          ],
        },
      ],
    },
    {
      id: 'contributi-utente',
      title: 'User contributions',
      blocks: [
        'The site does not let anyone publish content. “Contributions” are the messages, requests, applications, reports and files you send us through the forms or by e-mail.',
        'By sending a Contribution you warrant that it is lawful and truthful, that it does not infringe anyone’s rights (for example copyright or confidentiality) and that it contains no harmful code. If you include other people’s personal data, you must be entitled to share them with us.',
      ],
    },
    {
      id: 'licenza-contributi',
      title: 'Contribution licence',
      blocks: [
        'You allow us to use the content of your Contributions only to reply to you, prepare offers and provide the Services. We do not publish them. They remain yours, and any personal data they contain are processed under the Privacy Policy.',
        'If you send us suggestions or ideas about our Services, we may use them freely to improve them, with no obligation to pay for them.',
      ],
    },
    {
      id: 'gestione-servizi',
      title: 'Services management',
      blocks: [
        'We may, without being obliged to: monitor the site for breaches of these Terms; take action, including reporting to the authorities, against anyone who breaks the law or the Terms; restrict or block access to the site or parts of it; manage the site so as to protect our rights and its proper working.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy notice',
      blocks: [
        [
          'The processing of personal data collected through the site is described in the ',
          { text: 'Privacy Policy', href: f.paths.privacy },
          ' and the use of cookies and similar technologies in the ',
          { text: 'Cookies Policy', href: f.paths.cookies },
          `. Data from requests and anonymous reports travel through the mail service ${f.mailService.name}; the careers form opens your own e-mail program.`,
        ],
      ],
    },
    {
      id: 'durata-risoluzione',
      title: 'Term and termination',
      blocks: [
        'These Terms remain in force for as long as you use the site. If you breach the Terms or the law we may, without notice, deny you access to the site and decline to act on your requests, without prejudice to any action available under the law.',
        'Contracts for individual Services last and end according to their own clauses.',
      ],
    },
    {
      id: 'modifiche',
      title: 'Modifications and interruptions',
      blocks: [
        'We may change, update or remove the content of the site at any time. We do not guarantee that the site will always be available: it may be interrupted for maintenance, technical problems or causes beyond our control, and we are not liable for any resulting inconvenience, within the limits of the law.',
        'We may change these Terms: the new version is published on this page with its date and applies from publication. Changes do not apply to orders already concluded.',
      ],
    },
    {
      id: 'legge-applicabile',
      title: 'Governing law',
      blocks: [
        'These Terms and the use of the site are governed by Italian law.',
        'If you are a consumer habitually resident in the European Union, you keep the protection of the mandatory rules of the law of your country of residence (Regulation (EC) 593/2008, “Rome I”) and you may bring proceedings before the courts of the place where you live.',
      ],
    },
    {
      id: 'controversie',
      title: 'Dispute resolution',
      blocks: [
        `Informal negotiations. To resolve any dispute about these Terms or the Services quickly and at low cost, the parties undertake to seek an agreement first: whoever raises the dispute notifies the other in writing (us at the details in the Contact section, preferably by certified e-mail) and the parties negotiate informally for at least ${f.negotiationDays} days from that notice before starting arbitration.`,
        `Binding arbitration. If negotiation fails, the dispute is finally settled by formal arbitration (arbitrato rituale) before a sole arbitrator appointed by agreement of the parties or, failing agreement, by the President of the Court of ${f.arbitrationSeat}. The seat of arbitration is ${f.arbitrationSeat} and the language is Italian.`,
        'Exceptions. Arbitration does not apply to consumers, who may always go to the court of their place of residence or domicile and use the alternative dispute resolution (ADR) procedures of the Italian Consumer Code. Urgent and interim measures before the ordinary courts and actions to protect intellectual property also remain available.',
      ],
    },
    {
      id: 'correzioni',
      title: 'Corrections',
      blocks: [
        'The site may contain typographical errors, inaccuracies or omissions, including in the descriptions, specifications and availability of products and Services. We may correct them and update the information at any time without notice.',
      ],
    },
    {
      id: 'esclusione-garanzie',
      title: 'Disclaimer',
      blocks: [
        'The site is provided “as is” and “as available”. As far as the law allows, we do not guarantee that it is free of errors or always available, nor that the external sites it links to are accurate or safe.',
        'This section concerns the site: it does not limit the legal and contractual guarantees on products, rentals and Services, nor the legal guarantee of conformity owed to consumers.',
      ],
    },
    {
      id: 'limitazione-responsabilita',
      title: 'Limitations of liability',
      blocks: [
        'As far as the law allows, we are not liable for indirect or consequential damage, such as loss of profit or loss of data, arising from the use of the site or the inability to use it.',
        'This limitation does not apply to damage caused by wilful misconduct or gross negligence (Article 1229 of the Italian Civil Code), to personal injury, or to the rights that the law grants consumers and that cannot be waived.',
      ],
    },
    {
      id: 'manleva',
      title: 'Indemnification',
      blocks: [
        `As far as the law allows, you agree to hold ${company.legalName} harmless from third-party claims, including reasonable legal fees, arising from your breach of these Terms or of the law, or from Contributions you send us in breach of others’ rights.`,
      ],
    },
    {
      id: 'dati-utente',
      title: 'User data',
      blocks: [
        `The site has no user accounts and no data store of its own: the forms deliver messages to us by e-mail and we keep them for the time stated in the Privacy Policy, in any case no longer than ${f.retentionDays} days unless the law requires otherwise. We recommend that you keep a copy of what you send us.`,
        'You are responsible for the data you transmit; as far as the law allows, we are not liable for loss or corruption of messages caused by third parties or by the network.',
      ],
    },
    {
      id: 'comunicazioni-elettroniche',
      title: 'Electronic communications',
      blocks: [
        'When you use the site, fill in the forms or write to us, you communicate with us electronically and agree to receive our replies by e-mail or phone. Within the limits of the law, agreements, notices and communications sent electronically satisfy any requirement of written form.',
        `For formal communications, such as notice of a dispute, use certified e-mail (PEC): ${company.email.pec}.`,
      ],
    },
    {
      id: 'varie',
      title: 'Miscellaneous',
      blocks: [
        'These Terms, together with the Privacy Policy, the Cookies Policy and the offers or contracts for individual Services, form the entire agreement between you and us on the use of the site. Failure to exercise a right is not a waiver of it. If any clause is found void or unenforceable, the others remain valid. We may assign our rights and obligations within the limits of the law. These Terms create no partnership, employment or agency relationship.',
        'The Terms are published in Italian and English; where they differ, the Italian version prevails.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contact us',
      blocks: ['For questions or complaints about the Services or these Terms, contact us:', { contact: true }],
    },
  ],
} as const satisfies TermsAndConditions;
