import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "privacy.meta.title": "Política de privacidad",
  "privacy.meta.description": "Qué datos guarda Flap Master sobre ti, por qué, durante cuánto tiempo y cuáles son tus derechos.",
  "privacy.title": "Política de privacidad",
  "privacy.intro":
    "Esta política explica qué datos personales guarda Flap Master cuando visitas el sitio, juegas, creas una cuenta, compras monedas o te pones en contacto con nosotros, por qué los guardamos, cuánto tiempo los conservamos y cuáles son tus derechos.",
  "privacy.s.summary": "1. Resumen",
  "privacy.summary.minimal":
    "Solo guardamos lo que el juego necesita para funcionar: tu progreso, tus puntuaciones y, si creas una, tu cuenta.",
  "privacy.summary.noSelling":
    "No vendemos tus datos, no mostramos publicidad y no usamos rastreadores ni herramientas de analítica de terceros.",
  "privacy.summary.pageViews": "Contamos las visitas a las páginas sin cookies y sin guardar tu dirección IP.",
  "privacy.summary.payments": "Los pagos con tarjeta los gestiona Stripe; nunca vemos el número de tu tarjeta.",
  "privacy.summary.newsletter": "Solo te enviamos un boletín si lo pides, y puedes darte de baja en cualquier momento.",
  "privacy.s.data": "2. Qué guardamos y por qué",
  "privacy.data.accountTitle": "Tu cuenta",
  "privacy.data.account":
    "Si creas una cuenta, guardamos tu dirección de correo electrónico, tu contraseña (solo como hash unidireccional con sal, nunca de forma legible), tu nombre de jugador, si tu dirección de correo está confirmada y cuándo se creó la cuenta. Usamos estos datos para iniciar tu sesión, enviarte correos de la cuenta (confirmación, restablecimiento de contraseña, códigos de inicio de sesión) y mantener tu progreso en todos tus dispositivos. Base jurídica: la ejecución de nuestro contrato contigo.",
  "privacy.data.guestTitle": "Cookie de sesión de invitado",
  "privacy.data.guest":
    "Cuando juegas sin cuenta, creamos un jugador invitado y guardamos un identificador de sesión aleatorio en una cookie de tu navegador. Esa cookie vincula tu navegador con tus monedas, objetos y puntuaciones de invitado. No contiene nada más sobre ti. Base jurídica: es estrictamente necesaria para el juego al que has pedido jugar.",
  "privacy.data.runsTitle": "Partidas y puntuaciones",
  "privacy.data.runs":
    "De cada partida guardamos su semilla aleatoria, tus acciones (cuándo aleteaste y usaste potenciadores), la puntuación obtenida, estadísticas como las tuberías superadas y la hora. Reproducimos tus acciones en nuestro servidor para confirmar que la puntuación es real y después usamos el resultado para las clasificaciones, los logros y las monedas. Tu nombre de jugador y tus mejores puntuaciones aparecen públicamente en las clasificaciones. Base jurídica: la ejecución de nuestro contrato contigo y nuestro interés legítimo en el juego limpio.",
  "privacy.data.purchasesTitle": "Monedas, objetos y compras",
  "privacy.data.purchases":
    "Guardamos tu saldo de monedas, tus personajes y potenciadores, y un registro de cada cambio en tu saldo (qué cambió, por qué y cuándo). De cada compra de un paquete de monedas guardamos el paquete, el importe, la moneda de pago, el estado del pago y la referencia de Stripe para ese pago. Introduces los datos de tu tarjeta en la página de pago de Stripe: Stripe los procesa y nosotros nunca recibimos ni guardamos el número de tu tarjeta. Base jurídica: la ejecución de nuestro contrato contigo y nuestra obligación legal de llevar registros contables.",
  "privacy.data.newsletterTitle": "Boletín",
  "privacy.data.newsletter":
    "Si te suscribes al boletín, guardamos tu dirección de correo electrónico y un registro de tu consentimiento (cuándo lo diste y para qué). Solo lo usamos para enviarte novedades sobre Flap Master. Cada boletín incluye un enlace para darte de baja. Base jurídica: tu consentimiento, que puedes retirar en cualquier momento.",
  "privacy.data.contactTitle": "Mensajes de contacto",
  "privacy.data.contact":
    "Cuando nos escribes a través de un formulario de contacto, guardamos tu dirección de correo electrónico y tu mensaje para poder responderte. Base jurídica: nuestro interés legítimo en responder a quienes se ponen en contacto con nosotros.",
  "privacy.data.logsTitle": "Registros técnicos",
  "privacy.data.logs":
    "Nuestros servidores registran cada solicitud (hora, dirección solicitada, respuesta, duración, dirección IP y tipo de navegador) para mantener la seguridad del servicio y para encontrar y corregir errores. Base jurídica: nuestro interés legítimo en un servicio seguro y que funcione.",
  "privacy.s.cookies": "3. Cookies y recuento de visitas",
  "privacy.cookies.session":
    "Solo usamos un tipo de cookie: la cookie de sesión que mantiene tu sesión iniciada o vincula tu navegador con tu jugador invitado. Es estrictamente necesaria, los scripts de la página no pueden leerla y nunca se usa para publicidad ni seguimiento; por eso no te pedimos consentimiento para las cookies. El juego también puede guardar una copia de tus ajustes y logros en el almacenamiento local de tu navegador para arrancar más rápido; el original se guarda con tu jugador.",
  "privacy.cookies.pageViews":
    "Contamos las visitas a las páginas sin cookies. Para cada visita calculamos una huella unidireccional a partir de tu dirección IP, tu tipo de navegador y un valor aleatorio (una «sal») que se sustituye cada día y después se elimina. Solo guardamos esa huella, la página, la hora, el país al que pertenece tu dirección IP (consultado en nuestro servidor en una tabla pública cuando llega la visita) y el tipo de pantalla en que se mostró la página (móvil, tableta, portátil o escritorio, según el ancho de la página); no guardamos tu dirección IP ni el ancho exacto con este fin. Como la sal se elimina a diario, nadie, ni siquiera nosotros, puede relacionar visitas de días distintos ni llegar hasta ti a partir de una huella. Usamos los recuentos para ver cuántas personas visitan qué páginas.",
  "privacy.s.processors": "4. Quién más trata los datos",
  "privacy.processors.intro":
    "Solo compartimos datos personales con proveedores de servicios que nos ayudan a gestionar Flap Master, y solo en la medida necesaria:",
  "privacy.processors.stripe":
    "**Stripe** procesa los pagos con tarjeta como responsable independiente del tratamiento de tus datos de pago. Consulta la [política de privacidad de Stripe](https://stripe.com/privacy).",
  "privacy.processors.mail":
    "**Nuestro proveedor de envío de correo electrónico** envía los correos de la cuenta, el boletín y las respuestas a tus mensajes.",
  "privacy.processors.hosting":
    "**Nuestro proveedor de alojamiento** gestiona los servidores y las bases de datos en los que se guardan los datos anteriores.",
  "privacy.processors.noSelling":
    "No vendemos datos personales ni los compartimos con fines publicitarios. Los enlaces a redes sociales del pie de página son enlaces normales: no se envía nada a esas redes a menos que hagas clic en ellos. Solo comunicamos datos a las autoridades cuando la ley lo exige.",
  "privacy.s.retention": "5. Cuánto tiempo los conservamos",
  "privacy.retention.account":
    "**Cuenta, partidas, puntuaciones, monedas y objetos:** mientras exista la cuenta. Cuando nos pidas que eliminemos tu cuenta, los eliminaremos o anonimizaremos en un plazo de 30 días.",
  "privacy.retention.guests":
    "**Jugadores invitados:** se eliminan tras 12 meses sin ninguna partida. La propia cookie de sesión caduca a los 12 meses.",
  "privacy.retention.purchases":
    "**Registros de compras:** durante el tiempo que exija la normativa fiscal y contable (hasta 10 años), incluso después de eliminar la cuenta.",
  "privacy.retention.newsletter":
    "**Boletín:** hasta que te des de baja; después solo conservamos el registro de tu consentimiento y de su retirada, durante un máximo de 3 años, para demostrar que respetamos tu decisión.",
  "privacy.retention.contact": "**Mensajes de contacto:** 12 meses desde que nos llegan.",
  "privacy.retention.pageViews":
    "**Recuentos de visitas:** la sal diaria se elimina al final de cada día; las huellas y los recuentos, que ya no pueden vincularse a nadie, se conservan con fines estadísticos.",
  "privacy.retention.logs":
    "**Registros técnicos:** 14 días, y más solo cuando sea necesario para investigar un incidente de seguridad concreto.",
  "privacy.s.rights": "6. Tus derechos",
  "privacy.rights.intro": "Según dónde vivas, tienes derecho a:",
  "privacy.rights.access": "obtener una copia de los datos personales que tenemos sobre ti, en un formato portable;",
  "privacy.rights.correction": "que se corrijan los datos incorrectos;",
  "privacy.rights.deletion": "que se eliminen tus datos, incluida toda tu cuenta;",
  "privacy.rights.objection": "oponerte al tratamiento basado en nuestros intereses legítimos, o pedirnos que lo limitemos;",
  "privacy.rights.consent": "retirar tu consentimiento en cualquier momento, por ejemplo dándote de baja del boletín;",
  "privacy.rights.complaint": "presentar una reclamación ante tu autoridad de protección de datos.",
  "privacy.rights.howTo":
    "Para ejercer estos derechos, escríbenos a través del [formulario de contacto](/contact), desde la dirección de correo electrónico de tu cuenta si tienes una. Podemos pedirte que confirmes que la solicitud procede de ti, y respondemos en el plazo de un mes.",
  "privacy.s.security": "7. Seguridad",
  "privacy.security.body":
    "El sitio se sirve mediante conexiones cifradas (HTTPS). Las contraseñas solo se guardan como hashes con sal. Los scripts no pueden leer las cookies de sesión, que solo se envían a nuestro propio sitio. Las puntuaciones, las monedas y las compras se deciden en nuestro servidor, no en tu navegador. El acceso al área de administración está limitado a nuestro personal, y cada cambio administrativo queda registrado.",
  "privacy.s.children": "8. Menores",
  "privacy.children.body":
    "Flap Master es un juego para todos los públicos. Los menores de 13 años no deben crear una cuenta ni suscribirse al boletín, y los jugadores más jóvenes necesitan el consentimiento de su madre, su padre o su tutor legal cuando la ley de su país lo exija (hasta los 16 años en algunos países). Si crees que un menor nos ha facilitado datos personales sin ese consentimiento, ponte en contacto con nosotros y los eliminaremos.",
  "privacy.s.changes": "9. Cambios en esta política",
  "privacy.changes.body":
    "Actualizaremos esta política cuando cambie lo que guardamos o la forma en que lo usamos. La fecha de arriba indica la versión más reciente. Si un cambio te afecta, lo anunciaremos en el sitio web y volveremos a pedirte tu consentimiento cuando la ley lo exija.",
  "privacy.s.contact": "10. Contacto",
  "privacy.contact.body":
    "El responsable del tratamiento de tus datos es el operador de Flap Master. Para cualquier pregunta sobre tus datos o sobre esta política, escríbenos a través del [formulario de contacto](/contact).",
};
