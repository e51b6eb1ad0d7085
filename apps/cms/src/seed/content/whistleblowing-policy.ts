import type { SeedBlock, SeedPage } from './types';

/**
 * docs/product.md#contact-whistleblowing: the whistleblowing policy the contact form's
 * whistleblowing text links to (forms.ts, SNOWDEN_TEXT), one page in four languages. Its sections:
 * who may report, what, how a report is received and handled, confidentiality and anonymity, the
 * receipt code and the follow-up page, retention, protection against retaliation, other channels.
 */
const FOLLOW_UP = '/suivi-signalement';
const REPORT = '/contactez-nous?youare=snowden';

const sections = (...pairs: [title: string, body: string][]): SeedBlock[] =>
  pairs.map(([title, body]) => ({ blockType: 'text', title, body }));

export const WHISTLEBLOWING_POLICY: SeedPage = {
  key: 'whistleblowing-policy',
  template: 'default',
  text: {
    fr: {
      title: 'Politique d’alerte',
      slug: 'politique-d-alerte',
      seo: {
        title: 'Politique d’alerte | DAV',
        description:
          'Qui peut signaler, quoi, comment le signalement est traité et comment vous êtes protégé.',
      },
      content: [
        ...sections(
          [
            'Qui peut faire un signalement',
            'Le dispositif d’alerte de DAV et de ses filiales est ouvert à toute personne en lien avec le groupe : salariés, anciens salariés, candidats, stagiaires, intérimaires, prestataires, sous-traitants, fournisseurs, partenaires, clients et ONG.\n\nVous n’avez pas à être directement témoin des faits, ni à en apporter la preuve : il suffit d’agir de bonne foi et sans contrepartie financière directe.',
          ],
          [
            'Ce qui peut être signalé',
            'Un crime, un délit, une menace ou un préjudice pour l’intérêt général, une violation ou une tentative de dissimulation d’une violation du droit (français, européen ou international), ainsi que tout manquement à la charte anticorruption et au code de conduite du groupe : corruption, trafic d’influence, conflit d’intérêts, fraude, harcèlement, discrimination, atteinte à la santé, à la sécurité ou à l’environnement.\n\nLes faits couverts par le secret de la défense nationale, le secret médical, le secret des délibérations judiciaires ou le secret professionnel de l’avocat en sont exclus.',
          ],
          [
            'Comment le signalement est reçu et traité',
            'Le signalement se fait par le formulaire de contact, en choisissant « Lanceur d’alerte (signalement) ». Il est enregistré à part des autres demandes et seule l’équipe conformité peut le lire ; chaque consultation est journalisée.\n\nL’équipe conformité accuse réception sous 7 jours, examine la recevabilité des faits, peut vous poser des questions, puis vous informe des suites données dans un délai de 3 mois à compter de l’accusé de réception.',
          ],
          [
            'Confidentialité et anonymat',
            'Votre identité, les personnes visées et les informations recueillies restent strictement confidentielles. Elles ne sont communiquées qu’aux personnes chargées du traitement, et à l’autorité judiciaire si la loi l’exige, après vous en avoir informé.\n\nVous pouvez signaler de manière anonyme : aucun champ d’identité n’est obligatoire, votre adresse IP et votre navigateur ne sont pas conservés, et ces pages ne chargent aucun outil de mesure d’audience ni aucun contenu d’un autre site.',
          ],
          [
            'Votre code de suivi et la page de suivi',
            'À l’envoi, un code de suivi de 16 chiffres s’affiche une seule fois. Notez-le avec l’adresse de la page de suivi et conservez-les en lieu sûr : sans ce code, personne, pas même nous, ne peut retrouver votre signalement.\n\nSur la page de suivi, ce code vous permet de connaître l’état de votre signalement, de lire les messages de l’équipe conformité et d’y répondre, même de manière anonyme.',
          ],
          [
            'Conservation des données',
            'Un signalement est conservé tant que son dossier est ouvert, puis supprimé avec ses échanges et ses pièces jointes 2 mois après sa clôture, sauf si une procédure disciplinaire ou judiciaire est engagée. Un signalement jugé hors du champ du dispositif est supprimé sans délai.',
          ],
          [
            'Protection contre les représailles',
            'Un lanceur d’alerte de bonne foi ne peut faire l’objet d’aucune mesure de représailles : licenciement, sanction, discrimination, mutation, refus de promotion, intimidation ou atteinte à sa réputation (loi n° 2016-1691 du 9 décembre 2016 modifiée par la loi n° 2022-401 du 21 mars 2022). Cette protection s’étend aux personnes qui l’aident et à ses proches.\n\nToute tentative de représailles peut elle-même être signalée par ce dispositif.',
          ],
          [
            'Les autres canaux',
            'Vous pouvez aussi vous adresser directement, ou après un signalement interne, à une autorité externe : le Défenseur des droits, qui vous oriente vers l’autorité compétente et vous conseille (defenseurdesdroits.fr), l’autorité compétente pour les faits en cause (par exemple l’Agence française anticorruption), l’autorité judiciaire, ou une institution de l’Union européenne.\n\nUne divulgation publique n’est protégée que dans les cas prévus par la loi, notamment en cas de danger grave et imminent.',
          ],
        ),
        {
          blockType: 'cta',
          title: 'Suivre un signalement déjà envoyé',
          label: 'Page de suivi',
          url: FOLLOW_UP,
        },
        { blockType: 'cta', title: 'Faire un signalement', label: 'Formulaire de signalement', url: REPORT },
      ],
    },
    en: {
      title: 'Whistleblowing policy',
      slug: 'whistleblowing-policy',
      seo: {
        title: 'Whistleblowing policy | DAV',
        description: 'Who may report, what, how a report is handled and how you are protected.',
      },
      content: [
        ...sections(
          [
            'Who may report',
            'The whistleblowing system of DAV and its subsidiaries is open to anyone connected with the group: employees, former employees, candidates, interns, temporary staff, providers, contractors, suppliers, partners, customers and NGOs.\n\nYou need not have witnessed the facts yourself, nor prove them: acting in good faith and without direct financial reward is enough.',
          ],
          [
            'What can be reported',
            'A crime, an offence, a threat or harm to the public interest, a breach of the law (French, European or international) or an attempt to conceal one, and any breach of the group’s anti-corruption charter and code of conduct: corruption, influence peddling, conflicts of interest, fraud, harassment, discrimination, harm to health, safety or the environment.\n\nFacts covered by national defence secrecy, medical secrecy, the secrecy of judicial deliberations or lawyers’ professional secrecy are excluded.',
          ],
          [
            'How a report is received and handled',
            'Reports are made through the contact form, by choosing “Whistleblower (report)”. A report is stored apart from other requests and only the compliance team can read it; every time it is opened is logged.\n\nThe compliance team acknowledges receipt within 7 days, checks that the facts fall within the system, may ask you questions, then tells you what has been done within 3 months of the acknowledgement.',
          ],
          [
            'Confidentiality and anonymity',
            'Your identity, the people concerned and the information gathered are kept strictly confidential. They are shared only with those handling the report, and with the judicial authority when the law requires it, after telling you.\n\nYou may report anonymously: no identity field is required, your IP address and browser are not kept, and these pages load no audience measurement tool and nothing from another site.',
          ],
          [
            'Your receipt code and the follow-up page',
            'When you send a report, a 16-digit receipt code is shown once. Write it down with the address of the follow-up page and keep both somewhere safe: without the code, nobody, not even us, can find your report again.\n\nOn the follow-up page, the code lets you see where your report stands, read the compliance team’s messages and reply to them, anonymously too.',
          ],
          [
            'How long data is kept',
            'A report is kept while its case is open, then deleted with its messages and attachments 2 months after the case is closed, unless disciplinary or court proceedings are brought. A report found to fall outside the system is deleted at once.',
          ],
          [
            'Protection against retaliation',
            'A whistleblower acting in good faith may not suffer any retaliation: dismissal, sanction, discrimination, transfer, refused promotion, intimidation or damage to their reputation (French law no. 2016-1691 of 9 December 2016, as amended by law no. 2022-401 of 21 March 2022, and EU Directive 2019/1937). The protection extends to those who help them and to their relatives.\n\nAny attempt at retaliation can itself be reported through this system.',
          ],
          [
            'Other channels',
            'You may also report directly, or after an internal report, to an external authority: in France the Défenseur des droits (the rights ombudsman), who directs you to the competent authority and advises you (defenseurdesdroits.fr), the authority competent for the facts (for instance the French Anti-Corruption Agency), the judicial authority, or an institution of the European Union; elsewhere, the authority your country designates.\n\nPublic disclosure is protected only in the cases the law provides for, in particular a serious and imminent danger.',
          ],
        ),
        {
          blockType: 'cta',
          title: 'Follow up a report you have already sent',
          label: 'Follow-up page',
          url: FOLLOW_UP,
        },
        { blockType: 'cta', title: 'Make a report', label: 'Report form', url: REPORT },
      ],
    },
    es: {
      title: 'Política de denuncias',
      slug: 'politica-de-denuncias',
      seo: {
        title: 'Política de denuncias | DAV',
        description: 'Quién puede denunciar, qué, cómo se tramita la denuncia y cómo se le protege.',
      },
      content: [
        ...sections(
          [
            'Quién puede denunciar',
            'El sistema de alertas de DAV y sus filiales está abierto a toda persona vinculada al grupo: empleados, antiguos empleados, candidatos, becarios, trabajadores temporales, proveedores, subcontratistas, socios, clientes y ONG.\n\nNo es necesario haber presenciado los hechos ni probarlos: basta con actuar de buena fe y sin contraprestación económica directa.',
          ],
          [
            'Qué se puede denunciar',
            'Un delito, una amenaza o un perjuicio para el interés general, una infracción del derecho (francés, europeo o internacional) o un intento de ocultarla, y todo incumplimiento de la carta anticorrupción y del código de conducta del grupo: corrupción, tráfico de influencias, conflicto de intereses, fraude, acoso, discriminación, daños a la salud, la seguridad o el medio ambiente.\n\nQuedan excluidos los hechos amparados por el secreto de defensa nacional, el secreto médico, el secreto de las deliberaciones judiciales o el secreto profesional de la abogacía.',
          ],
          [
            'Cómo se recibe y tramita la denuncia',
            'La denuncia se presenta mediante el formulario de contacto, eligiendo «Denunciante (alerta)». Se guarda aparte de las demás solicitudes y solo el equipo de cumplimiento puede leerla; cada consulta queda registrada.\n\nEl equipo de cumplimiento acusa recibo en un plazo de 7 días, comprueba que los hechos entran en el ámbito del sistema, puede hacerle preguntas y le informa de las medidas adoptadas en un plazo de 3 meses desde el acuse de recibo.',
          ],
          [
            'Confidencialidad y anonimato',
            'Su identidad, las personas afectadas y la información recabada son estrictamente confidenciales. Solo se comunican a las personas encargadas de la tramitación y, si la ley lo exige, a la autoridad judicial, tras informarle.\n\nPuede denunciar de forma anónima: ningún dato de identidad es obligatorio, no se guardan su dirección IP ni su navegador, y estas páginas no cargan ninguna herramienta de medición de audiencia ni contenido de otro sitio.',
          ],
          [
            'Su código de seguimiento y la página de seguimiento',
            'Al enviar la denuncia, se muestra una sola vez un código de seguimiento de 16 cifras. Anótelo junto con la dirección de la página de seguimiento y guárdelos en un lugar seguro: sin el código, nadie, ni siquiera nosotros, puede volver a encontrar su denuncia.\n\nEn la página de seguimiento, el código le permite conocer el estado de su denuncia, leer los mensajes del equipo de cumplimiento y responderles, también de forma anónima.',
          ],
          [
            'Conservación de los datos',
            'Una denuncia se conserva mientras su expediente está abierto y se suprime con sus mensajes y adjuntos 2 meses después de su cierre, salvo que se inicie un procedimiento disciplinario o judicial. Una denuncia ajena al ámbito del sistema se suprime sin demora.',
          ],
          [
            'Protección frente a represalias',
            'Un denunciante de buena fe no puede sufrir ninguna represalia: despido, sanción, discriminación, traslado, denegación de ascenso, intimidación o daño a su reputación (Directiva (UE) 2019/1937 y ley francesa n.º 2016-1691, modificada por la ley n.º 2022-401). La protección se extiende a quienes le ayudan y a sus allegados.\n\nTodo intento de represalia puede denunciarse a su vez mediante este sistema.',
          ],
          [
            'Otros canales',
            'También puede dirigirse directamente, o tras una denuncia interna, a una autoridad externa: en Francia, el Défenseur des droits, que le orienta hacia la autoridad competente y le asesora (defenseurdesdroits.fr), la autoridad competente para los hechos (por ejemplo la Agencia Francesa Anticorrupción), la autoridad judicial o una institución de la Unión Europea; en España, la Autoridad Independiente de Protección del Informante.\n\nLa revelación pública solo está protegida en los casos previstos por la ley, en particular ante un peligro grave e inminente.',
          ],
        ),
        {
          blockType: 'cta',
          title: 'Seguir una denuncia ya enviada',
          label: 'Página de seguimiento',
          url: FOLLOW_UP,
        },
        { blockType: 'cta', title: 'Presentar una denuncia', label: 'Formulario de denuncia', url: REPORT },
      ],
    },
    de: {
      title: 'Hinweisgeberrichtlinie',
      slug: 'hinweisgeberrichtlinie',
      seo: {
        title: 'Hinweisgeberrichtlinie | DAV',
        description: 'Wer melden kann, was, wie eine Meldung bearbeitet wird und wie Sie geschützt sind.',
      },
      content: [
        ...sections(
          [
            'Wer eine Meldung abgeben kann',
            'Das Hinweisgebersystem von DAV und seinen Tochtergesellschaften steht allen offen, die mit der Gruppe verbunden sind: Mitarbeitenden, ehemaligen Mitarbeitenden, Bewerbern, Praktikanten, Leiharbeitskräften, Dienstleistern, Auftragnehmern, Lieferanten, Partnern, Kunden und NGOs.\n\nSie müssen die Tatsachen weder selbst beobachtet haben noch beweisen: Es genügt, in gutem Glauben und ohne direkte Gegenleistung zu handeln.',
          ],
          [
            'Was gemeldet werden kann',
            'Eine Straftat, eine Bedrohung oder Schädigung des Gemeinwohls, ein Verstoß gegen geltendes Recht (französisches, europäisches oder internationales) oder der Versuch, einen solchen zu verschleiern, sowie jeder Verstoß gegen die Antikorruptionscharta und den Verhaltenskodex der Gruppe: Korruption, unzulässige Einflussnahme, Interessenkonflikte, Betrug, Belästigung, Diskriminierung, Gefährdung von Gesundheit, Sicherheit oder Umwelt.\n\nAusgenommen sind Tatsachen, die dem Staatsgeheimnis, der ärztlichen Schweigepflicht, dem Beratungsgeheimnis der Gerichte oder dem anwaltlichen Berufsgeheimnis unterliegen.',
          ],
          [
            'Wie eine Meldung eingeht und bearbeitet wird',
            'Meldungen werden über das Kontaktformular abgegeben, mit der Auswahl „Hinweisgeber (Meldung)“. Eine Meldung wird getrennt von anderen Anfragen gespeichert und nur das Compliance-Team kann sie lesen; jeder Zugriff wird protokolliert.\n\nDas Compliance-Team bestätigt den Eingang innerhalb von 7 Tagen, prüft, ob die Tatsachen unter das System fallen, kann Ihnen Fragen stellen und teilt Ihnen innerhalb von 3 Monaten nach der Eingangsbestätigung mit, welche Folgemaßnahmen ergriffen wurden.',
          ],
          [
            'Vertraulichkeit und Anonymität',
            'Ihre Identität, die betroffenen Personen und die gesammelten Informationen bleiben streng vertraulich. Sie werden nur den mit der Bearbeitung betrauten Personen mitgeteilt und, wenn das Gesetz es verlangt, der Justiz, nachdem Sie darüber informiert wurden.\n\nSie können anonym melden: Kein Identitätsfeld ist Pflicht, Ihre IP-Adresse und Ihr Browser werden nicht gespeichert, und diese Seiten laden weder ein Werkzeug zur Reichweitenmessung noch Inhalte einer anderen Website.',
          ],
          [
            'Ihr Code und die Seite zur Nachverfolgung',
            'Beim Absenden wird ein 16-stelliger Code zur Nachverfolgung einmalig angezeigt. Notieren Sie ihn zusammen mit der Adresse der Seite zur Nachverfolgung und bewahren Sie beides sicher auf: Ohne den Code kann niemand, auch wir nicht, Ihre Meldung wiederfinden.\n\nAuf der Seite zur Nachverfolgung sehen Sie mit dem Code den Stand Ihrer Meldung, lesen die Nachrichten des Compliance-Teams und antworten darauf, auch anonym.',
          ],
          [
            'Aufbewahrung der Daten',
            'Eine Meldung wird aufbewahrt, solange der Fall offen ist, und 2 Monate nach seinem Abschluss mit ihren Nachrichten und Anhängen gelöscht, sofern kein Disziplinar- oder Gerichtsverfahren eingeleitet wird. Eine Meldung außerhalb des Anwendungsbereichs wird unverzüglich gelöscht.',
          ],
          [
            'Schutz vor Repressalien',
            'Eine Person, die in gutem Glauben meldet, darf keinerlei Repressalien erleiden: Kündigung, Sanktion, Diskriminierung, Versetzung, verweigerte Beförderung, Einschüchterung oder Rufschädigung (Richtlinie (EU) 2019/1937, französisches Gesetz Nr. 2016-1691 in der Fassung des Gesetzes Nr. 2022-401, in Deutschland das Hinweisgeberschutzgesetz). Der Schutz gilt auch für Personen, die sie unterstützen, und für ihre Angehörigen.\n\nJeder Versuch von Repressalien kann seinerseits über dieses System gemeldet werden.',
          ],
          [
            'Andere Meldewege',
            'Sie können sich auch direkt oder nach einer internen Meldung an eine externe Stelle wenden: in Frankreich an den Défenseur des droits (Bürgerbeauftragter), der Sie an die zuständige Behörde verweist und berät (defenseurdesdroits.fr), an die für die Tatsachen zuständige Behörde (etwa die französische Antikorruptionsbehörde), an die Justiz oder an eine Einrichtung der Europäischen Union; in Deutschland an die externe Meldestelle des Bundes beim Bundesamt für Justiz.\n\nEine Offenlegung ist nur in den gesetzlich vorgesehenen Fällen geschützt, insbesondere bei einer schweren und unmittelbaren Gefahr.',
          ],
        ),
        {
          blockType: 'cta',
          title: 'Eine bereits gesendete Meldung verfolgen',
          label: 'Seite zur Nachverfolgung',
          url: FOLLOW_UP,
        },
        { blockType: 'cta', title: 'Eine Meldung abgeben', label: 'Meldeformular', url: REPORT },
      ],
    },
  },
};
