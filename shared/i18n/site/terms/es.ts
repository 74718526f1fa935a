import type { SectionDictionary } from "../../types.ts";
import type { messages as en } from "./en.ts";

// Spanish: every key of en.ts.
export const messages: SectionDictionary<typeof en> = {
  // Legal
  "terms.meta.title": "Términos del servicio",
  "terms.meta.description": "Las normas para jugar a Flap Master, comprar monedas y aparecer en las clasificaciones.",
  "terms.title": "Términos del servicio",
  "terms.intro":
    "¡Te damos la bienvenida a Flap Master! Estos términos explican las normas para jugar, usar una cuenta, comprar monedas y aparecer en las clasificaciones. Hemos intentado que sean breves y claros.",
  "terms.s.agreement": "1. Acerca de estos términos",
  "terms.agreement.parties":
    "Estos términos son el acuerdo entre tú y el operador de Flap Master («nosotros») sobre el uso del sitio web y del juego Flap Master. Al jugar, crear una cuenta o comprar monedas, los aceptas. Si no estás de acuerdo, no uses Flap Master.",
  "terms.agreement.minors":
    "Si tienes menos de la edad a partir de la cual puedes aceptar por tu cuenta servicios en línea en tu país (13 años en muchos países y hasta 16 en algunos), tu madre, tu padre o tu tutor legal tiene que aceptar estos términos por ti y aprobar cualquier compra.",
  "terms.agreement.privacy": "Cómo tratamos los datos personales se explica en nuestra [Política de privacidad](/privacy).",
  "terms.s.game": "2. El juego",
  "terms.game.what":
    "Flap Master es un juego arcade gratuito que funciona en tu navegador. Tocas la pantalla, haces clic o pulsas la barra espaciadora para mantener un pájaro en el aire y hacerlo pasar por los huecos entre las tuberías. Cada tubería que superas suma un punto.",
  "terms.game.changes":
    "Seguimos mejorando el juego. Podemos cambiar sus reglas, su dificultad, sus personajes, sus potenciadores, sus precios y otras funciones, así como añadirlos o retirarlos. Cuando lo hacemos, procuramos que lo que hayas ganado o comprado siga siéndote útil.",
  "terms.s.accounts": "3. Cuentas y juego como invitado",
  "terms.accounts.guestTitle": "Jugar como invitado",
  "terms.accounts.guest":
    "Puedes jugar sin cuenta. La primera vez que juegas, creamos un jugador invitado para tu navegador y lo recordamos con una cookie de sesión. Tu progreso como invitado (monedas, personajes, objetos, puntuaciones y logros) está ligado a esa cookie: si borras las cookies o cambias de navegador o de dispositivo antes de crear una cuenta, ese progreso no se puede recuperar.",
  "terms.accounts.accountTitle": "Cuentas",
  "terms.accounts.account":
    "Cuando creas una cuenta, tu progreso como invitado pasa a ella, así que conservas todo lo que ganaste como invitado. Te comprometes a:",
  "terms.accounts.email": "indicar una dirección de correo electrónico que funcione y sea tuya, y confirmarla cuando te lo pidamos;",
  "terms.accounts.password": "mantener tu contraseña en secreto y avisarnos de inmediato si crees que otra persona está usando tu cuenta;",
  "terms.accounts.onePerPerson": "usar una sola cuenta por persona y no venderla, compartirla ni transferirla.",
  "terms.accounts.responsibility":
    "Eres responsable de lo que ocurra en tu cuenta. Puedes pedirnos que la eliminemos en cualquier momento.",
  "terms.s.coins": "4. Monedas virtuales y compras",
  "terms.coins.earning":
    "Ganas monedas jugando (cada punto suma 10 monedas) y puedes comprar monedas adicionales en paquetes de monedas. Con las monedas compras personajes (apariencias) y potenciadores en la tienda.",
  "terms.coins.noCashValue":
    "**Sin valor monetario.** Las monedas, los personajes y los potenciadores son objetos virtuales. Comprarlos o ganarlos te da un derecho personal e intransferible a usarlos en Flap Master. No son dinero ni propiedad, no se pueden canjear por dinero ni por nada fuera del juego, y no se pueden vender, intercambiar ni pasar a otra cuenta.",
  "terms.coins.payment":
    "**Precios y pago.** Los precios se muestran en dólares estadounidenses antes de que pagues. Los pagos los procesa Stripe en su página de pago segura; nunca vemos ni guardamos el número de tu tarjeta. Las monedas se añaden a tu saldo en cuanto Stripe confirma el pago, y cada pago se abona una sola vez.",
  "terms.coins.balance":
    "**Saldo.** Tu saldo de monedas nunca puede bajar de cero. Cada cambio en él queda registrado. Podemos corregir un saldo que sea incorrecto por un error, un fallo del juego, un pago revertido o un incumplimiento de las normas de juego limpio que se indican más abajo.",
  "terms.coins.powerUps": "**Los potenciadores** se gastan al activarlos durante una partida, tanto si esa partida sale bien como si no.",
  "terms.s.refunds": "5. Reembolsos",
  "terms.refunds.withdrawal":
    "Las monedas son contenido digital que se entrega de inmediato. Al completar una compra, nos pides que te las entreguemos en el acto y, cuando la ley lo permite, aceptas que tu derecho de desistimiento termina en cuanto se abonan las monedas. Aun así, hacemos un reembolso en estos casos:",
  "terms.refunds.notReceived": "se te cobró pero no recibiste las monedas, o se te cobró dos veces: contáctanos en un plazo de 30 días;",
  "terms.refunds.mistake":
    "compraste un paquete de monedas por error y no has gastado ninguna de sus monedas: contáctanos en un plazo de 14 días.",
  "terms.refunds.reversal":
    "Cuando se reembolsa una compra o se revierte un pago (por ejemplo, mediante un contracargo), las monedas correspondientes se retiran de tu saldo, hasta el límite de las monedas que todavía tengas. Esta sección no limita ningún derecho que te reconozca la legislación de protección de los consumidores de tu país.",
  "terms.s.fairPlay": "6. Juego limpio",
  "terms.fairPlay.verified":
    "Las clasificaciones solo tienen sentido si todo el mundo juega limpio. Cada partida se comprueba en nuestro servidor reproduciendo tus acciones, y una partida que no coincide no se cuenta. No puedes:",
  "terms.fairPlay.bots": "usar bots, scripts, macros, autoclickers ni versiones modificadas del juego;",
  "terms.fairPlay.forgery":
    "falsificar, alterar o repetir solicitudes a nuestros servidores, ni manipular puntuaciones, monedas u objetos;",
  "terms.fairPlay.bugs": "aprovechar fallos del juego en lugar de comunicárnoslos;",
  "terms.fairPlay.multipleAccounts":
    "usar varias cuentas o jugadores invitados para subir una puntuación en una clasificación o cobrar recompensas más de una vez;",
  "terms.fairPlay.disruption": "perturbar el servicio, sobrecargarlo o intentar acceder a cuentas o áreas que no son tuyas.",
  "terms.fairPlay.consequences":
    "Si detectamos trampas, podemos eliminar las puntuaciones afectadas, corregir los saldos de monedas y los objetos, y suspender o cerrar la cuenta. Comunícanos los fallos y exploits a través del [formulario de contacto](/contact).",
  "terms.s.leaderboards": "7. Clasificaciones y nombres de jugador",
  "terms.leaderboards.public":
    "La clasificación diaria empieza de cero cada día a medianoche en la zona horaria indicada en la página de clasificaciones (UTC, salvo que se indique otra cosa); también mostramos clasificaciones semanales e históricas. Una clasificación muestra tu nombre de jugador, tu puntuación y, cuando se indica, una ubicación general, como un país. Esta información es pública.",
  "terms.leaderboards.names":
    "Los nombres de jugador no pueden ser ofensivos, de odio ni sexuales, suplantar a otra persona, contener datos personales de otra persona ni hacer publicidad. Podemos cambiar o eliminar los nombres y las puntuaciones que incumplan estas normas. Las entradas marcadas como «Ejemplo» son ejemplos que se muestran mientras una clasificación sigue vacía; no son jugadores reales.",
  "terms.s.content": "8. Nuestro contenido",
  "terms.content.ownership":
    "El juego, sus personajes, ilustraciones, sonidos, textos, software y el nombre Flap Master nos pertenecen a nosotros o a nuestros licenciantes. Puedes usarlos para jugar a Flap Master por tu propio disfrute y sin fines comerciales. No puedes copiarlos, revenderlos ni redistribuirlos, ni aplicar ingeniería inversa al juego para hacer trampas o crear un servicio de la competencia.",
  "terms.content.sharing":
    "Puedes compartir enlaces, capturas de pantalla y vídeos de tus propias partidas. Si nos envías comentarios o ideas, podemos usarlos para mejorar el juego sin deberte nada por ello.",
  "terms.s.availability": "9. Disponibilidad",
  "terms.availability.body":
    "Trabajamos para que Flap Master siga funcionando, pero a veces puede no estar disponible, por ejemplo durante tareas de mantenimiento o por problemas ajenos a nuestro control. Podemos poner fin al juego o a la tienda; si lo hacemos, lo anunciaremos con antelación en el sitio web y dejaremos de vender monedas antes del cierre.",
  "terms.s.liability": "10. Responsabilidad",
  "terms.liability.limits":
    "Flap Master se ofrece «tal cual». En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o derivadas, ni del progreso perdido por haberse borrado las cookies antes de crear una cuenta. Nuestra responsabilidad total frente a ti se limita al importe que nos hayas pagado en los 12 meses anteriores a la reclamación.",
  "terms.liability.exceptions":
    "Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permite limitar, como la responsabilidad por muerte o lesiones personales causadas por negligencia, por fraude o conforme a la legislación imperativa de protección de los consumidores.",
  "terms.s.termination": "11. Suspensión y rescisión",
  "terms.termination.body":
    "Puedes dejar de jugar en cualquier momento y pedirnos que eliminemos tu cuenta. Podemos suspender o cerrar una cuenta que incumpla estos términos, previo aviso cuando sea razonable. Cuando se cierra una cuenta, sus monedas y objetos desaparecen con ella y no se reembolsan, salvo que la ley disponga otra cosa o que cerremos la cuenta sin que hayas incumplido estos términos, en cuyo caso reembolsamos las monedas compradas que aún no hayas gastado.",
  "terms.s.changes": "12. Cambios en estos términos",
  "terms.changes.body":
    "Podemos actualizar estos términos cuando cambien el juego o la ley. La fecha de arriba indica la versión más reciente. Anunciaremos los cambios importantes en el sitio web antes de que entren en vigor. Si sigues jugando después de que un cambio entre en vigor, se aplicarán los nuevos términos; si no estás de acuerdo, puedes dejar de jugar y pedirnos que eliminemos tu cuenta.",
  "terms.s.law": "13. Legislación aplicable",
  "terms.law.body":
    "Estos términos se rigen por la ley del país en el que está establecido el operador de Flap Master. Si eres consumidor, conservas además la protección de las normas imperativas del país en el que vives y puedes presentar una reclamación ante sus tribunales.",
  "terms.s.contact": "14. Contacto",
  "terms.contact.body":
    "¿Tienes preguntas sobre estos términos, una compra o tu cuenta? Escríbenos a través del [formulario de contacto](/contact). Si tu pregunta es sobre tu cuenta, envíala desde la dirección de correo electrónico de esa cuenta para que podamos ayudarte rápidamente.",
};
