/**
 * The catalogue's words and pictures' descriptions in Spanish, as a Miami reader says them
 * (usted, "limpieza", "reservar"), keyed by service id like the English SERVICE_CONTENT: a
 * service without its Spanish words is a type error. Prices, lengths and areas are not here:
 * they come from each service's definition.
 */
import type { ServiceContent } from "./service-index";
import type { ServiceId } from "./services/ids";

export const SERVICE_CONTENT_ES: Record<ServiceId, ServiceContent> = {
  "laundry-service": {
    title: "Servicio de lavandería",
    description: "Lavado y doblado con recogida en su puerta o en la conserjería, y entrega al día siguiente o el mismo día.",
    longDescription:
      "Deje su bolsa en la conserjería o frente a su puerta y nosotros nos encargamos del resto. Los pedidos estándar se entregan lavados, secos y doblados al día siguiente; los pedidos exprés, el mismo día. La ropa delicada se lava por separado y, si lo pide, usamos detergente sin fragancia.",
    features: [
      "Recogida y entrega en su puerta o en la conserjería",
      "Separada por color y tela antes de lavar",
      "Doblada, con las camisas en ganchos",
      "Ropa delicada lavada por separado",
      "Detergente sin fragancia si lo pide",
    ],
    art: [
      "Camisas planchadas en un perchero con ruedas junto a una mesa de centro con toallas dobladas, una bolsa de ropa verde azulado en el piso y vista al agua por la ventana",
      [
        "Un integrante del equipo con uniforme verde azulado recoge una bolsa de ropa coral en la puerta de un apartamento, con otra bolsa esperando junto a la puerta",
        "Dos lavadoras de carga frontal, una llena de espuma, junto a un cesto de ropa",
        "Un integrante del equipo lleva una pila de toallas dobladas a una cama recién tendida con más toallas dobladas encima",
      ],
    ],
  },
  "car-detailing": {
    title: "Detallado de autos",
    description: "Lavado a mano, limpieza interior y cera, en su espacio asignado del garaje del edificio.",
    longDescription:
      "Nuestros detalladores móviles llegan a su espacio en el garaje con su propia agua y electricidad, así que el auto queda listo mientras usted trabaja. El aire salino y el sol del verano opacan la pintura rápidamente en la costa, y un lavado regular con una capa de cera con protección UV la mantiene brillante. Revisamos las reglas del garaje de su edificio antes de la primera visita.",
    features: [
      "Lavado a mano y secado con microfibra",
      "Aspirado interior, tablero y paneles de puertas limpios",
      "Limpieza de llantas y rines",
      "Cera en aerosol con protección UV",
      "Equipo que ahorra agua, adecuado para garajes residenciales",
    ],
    art: [
      "Un detallador con uniforme verde azulado pule a mano un sedán azul marino con un paño de microfibra en un garaje bien iluminado",
      [
        "Un auto coral cubierto de espuma en un estacionamiento mientras un detallador lo rocía, con un balde en el piso",
        "Vista de cerca del asiento y el volante de un auto azul marino con una aspiradora lista para el interior",
        "Un auto verde azulado recién encerado brilla en una calle frente al mar bordeada de palmas, con un frasco de cera al lado",
      ],
    ],
  },
  "deep-cleaning": {
    title: "Especial de limpieza",
    description: "Limpieza profunda estilo hotel para su apartamento, con la oferta quincenal 2x1 para clientes nuevos.",
    longDescription:
      "Nuestra limpieza insignia de arriba abajo: cocina desengrasada, baños sin sarro y desinfectados, zócalos, rejillas y vidrios del balcón incluidos, y camas tendidas con esquinas estilo hotel. Suscríbase a un plan quincenal y la segunda visita de cada mes es gratis. Los planes empiezan en $39.99 al mes para 1 habitación / 1 baño, sin contrato.",
    features: [
      "Cocina desengrasada, frentes de electrodomésticos incluidos",
      "Baños sin sarro y desinfectados",
      "Zócalos, rejillas y marcos de puertas limpios",
      "Vidrios del balcón y rieles de puertas corredizas",
      "Camas tendidas con esquinas estilo hotel",
    ],
    art: [
      "Una persona de limpieza rocía y limpia el ventanal de una sala con un sofá celeste, con un estuche de productos de limpieza en el piso",
      [
        "Una persona de limpieza limpia la encimera de la cocina frente a gabinetes verde azulado, con un atomizador coral sobre la encimera",
        "Una bañera blanca reluciente con toallas blancas y azules enrolladas en un estante, y un trapeador y un balde al lado",
        "Una persona de limpieza con un paño blanco termina de tender una cama con una manta verde azulado",
      ],
    ],
  },
  "car-tinting": {
    title: "Polarizado de autos",
    description: "Película cerámica para ventanas que reduce el calor y el reflejo, instalada donde usted estaciona.",
    longDescription:
      "El polarizado cerámico mantiene el interior más fresco bajo el sol de la Florida y protege el cuero y el tablero para que no se decoloren. Nuestros instaladores trabajan en su garaje y solo colocan tonos dentro de los límites legales de la Florida para su vehículo. Cuente con dejar las ventanas cerradas unos días mientras la película se asienta.",
    features: [
      "Película cerámica que bloquea el calor y los rayos UV",
      "Tonos dentro de los límites legales de la Florida",
      "Instalación en el lugar con control de polvo",
      "Retiro de la película anterior si lo pide",
      "Garantía del fabricante de la película",
    ],
    art: [
      "Un auto blanco con ventanas oscuras polarizadas en una carretera costera al atardecer, entre palmas",
      [
        "Un rollo de película oscura para ventanas extendido en un garaje, con una herramienta de corte al lado",
        "Vista de cerca de la ventana de un auto cubierta a medias con película oscura mientras un instalador la alisa con una espátula",
        "Rayos de sol sobre las ventanas polarizadas de un auto azul marino estacionado junto al mar",
      ],
    ],
  },
  "chef-service": {
    title: "Chef privado",
    description: "Un chef privado planifica, cocina y sirve una comida de restaurante en su propia cocina.",
    longDescription:
      "Desde una cena tranquila para dos hasta una celebración en el balcón, el chef planifica el menú con usted con unos días de anticipación y compra mariscos y productos locales esa misma mañana. La cena se cocina y se sirve en su cocina, y el chef la deja limpia antes de irse.",
    features: [
      "Menú planificado con usted por adelantado",
      "Compras frescas el mismo día",
      "Cocinado y servido en su cocina",
      "Se respetan alergias y necesidades alimentarias",
      "Cocina limpia antes de que el chef se vaya",
    ],
    art: [
      "Un chef privado con chaqueta blanca y gorro en una cocina moderna, junto a un plato servido y una copa de vino",
      [
        "Una tabla de cortar y un cuchillo de chef sobre la encimera con un tomate y un limón",
        "Una olla y un sartén humeando en la estufa de una cocina con gabinetes verde azulado",
        "Una mesa para dos a la luz de las velas con cenas servidas y copas de vino, frente a una ventana al atardecer",
      ],
    ],
  },
  "exotic-car-rental": {
    title: "Alquiler de autos exóticos",
    description: "Superdeportivos y convertibles de lujo entregados al valet de su edificio, limpios y con tanque lleno.",
    longDescription:
      "Maneje por la A1A con el techo abierto o llegue a cenar en un superdeportivo. Entregamos el auto al valet de su edificio limpio y con tanque lleno, le explicamos sus controles y lo recogemos en el valet cuando termine. Los requisitos del conductor y el depósito de garantía se confirman al reservar.",
    features: [
      "Entregado a su valet o garaje",
      "Limpio y con tanque lleno al entregarlo",
      "Explicación de los controles del auto",
      "Recogido en el valet a la hora que usted elija",
      "Conductores de entrega asegurados y afianzados",
    ],
    art: [
      "Un superdeportivo coral en una calle frente al mar al atardecer, entre palmas",
      [
        "Un superdeportivo dorado en un garaje bien iluminado, con su llave",
        "Un superdeportivo verde azulado a toda velocidad por la carretera costera junto a una palma",
        "Un superdeportivo coral entregado en la entrada de un edificio de apartamentos rodeado de palmas",
      ],
    ],
  },
  "furniture-assembly": {
    title: "Armado de muebles",
    description: "Camas, repisas, escritorios y juegos de patio armados, fijados a la pared, y las cajas retiradas.",
    longDescription:
      "Nuestros armadores traen sus propias herramientas, arman cada pieza según las instrucciones del fabricante y fijan a la pared los muebles altos. Las cajas y el empaque se van con ellos, así nada se acumula junto al ducto de basura. Resérvelo para el día en que llega su entrega y el apartamento estará listo esa misma noche.",
    features: [
      "Todas las herramientas incluidas",
      "Muebles altos fijados a la pared",
      "Cajas y empaques retirados",
      "Camas, escritorios, repisas y juegos de patio",
      "Se puede reservar para el día de su entrega",
    ],
    art: [
      "Un armador con uniforme verde azulado usa un taladro en un librero alto",
      [
        "Paneles de un mueble para armar apilados junto a una caja abierta, con una llave Allen, unos tornillos y el instructivo",
        "Un armador arrodillado con un destornillador junto a un librero a medio armar y una caja abierta",
        "El librero terminado en una sala junto a un sofá verde azulado y una planta",
      ],
    ],
  },
  "furniture-cleaning": {
    title: "Limpieza de muebles",
    description: "Limpieza a vapor de tapicería que quita manchas y olores de sofás, sillas y colchones.",
    longDescription:
      "La humedad, el protector solar y las mascotas desgastan la tapicería. Nuestros técnicos prueban primero cada tela, tratan las manchas y luego extraen la suciedad del fondo de los cojines con agua caliente. La mayoría de las piezas se secan en pocas horas con el aire acondicionado encendido.",
    features: [
      "Prueba de la tela antes de limpiar",
      "Tratamiento previo de manchas y olores",
      "Extracción con agua caliente",
      "Método de poca humedad para telas delicadas",
      "Limpieza de colchones disponible",
    ],
    art: [
      "Una boquilla de vapor quita una mancha de un lado de un sofá gris claro, con el lado limpio reluciente",
      [
        "Un técnico rocía tratamiento previo sobre manchas marrones en un sofá gris claro",
        "Un técnico de azul marino pasa una boquilla de extracción sobre un sofá verde azulado, con la máquina al lado",
        "Un sofá color arena limpio con cojines verde azulado en una sala soleada",
      ],
    ],
  },
  "hair-stylist": {
    title: "Estilista",
    description: "Cortes, retoques de color y secados con cepillo por un estilista profesional en su apartamento.",
    longDescription:
      "Evite el viaje y la espera en el salón. Nuestros estilistas traen herramientas y productos profesionales para un corte, un retoque de color o un secado antes de un evento, con productos que resisten la humedad del sur de la Florida. Barren y recogen todo antes de irse.",
    features: [
      "Cortes y secados con cepillo",
      "Retoques de color",
      "Peinados para eventos y novias",
      "Productos de acabado resistentes a la humedad",
      "Limpieza al terminar",
    ],
    art: [
      "Una mujer con el cabello recién secado y con volumen, con una secadora y un cepillo redondo al lado",
      [
        "Una clienta de cabello largo sentada frente a un tocador con espejo, con un peine listo a un lado",
        "Un cepillo redondo y una secadora alisan el cabello largo de una clienta que descansa con los ojos cerrados",
        "El resultado final: cabello brillante y con volumen, con una blusa coral",
      ],
    ],
  },
  "jet-ski-rental": {
    title: "Alquiler de jet ski",
    description: "Motos acuáticas en la bahía de Biscayne o el Intracoastal, con charla de seguridad y chalecos salvavidas.",
    longDescription:
      "Recorra la bahía de Biscayne o el Intracoastal por horas. Cada alquiler empieza con la charla de seguridad que exige la Florida, chalecos salvavidas para cada persona y el tanque lleno. Nuestro equipo le sugiere una ruta según las condiciones del día, incluidas las zonas de velocidad mínima que debe respetar.",
    features: [
      "Charla de seguridad antes de salir",
      "Chalecos salvavidas para cada persona",
      "Combustible incluido",
      "Consejos de ruta, incluidas las zonas de velocidad mínima",
      "Salida desde una marina cerca de casa",
    ],
    art: [
      "Una persona en jet ski cruza aguas turquesa con los edificios de la ciudad detrás",
      [
        "Dos jet skis amarrados a un muelle de madera, con chalecos salvavidas naranjas listos para los pasajeros",
        "Dos personas en jet ski cruzan la bahía lado a lado",
        "Un jet ski cerca de un banco de arena con palmas al atardecer",
      ],
    ],
  },
  "lashes-eyebrows": {
    title: "Pestañas y cejas",
    description: "Extensiones y lifting de pestañas y diseño de cejas por especialistas, a domicilio.",
    longDescription:
      "Nuestras especialistas en pestañas y cejas instalan en su casa una estación limpia y bien iluminada para extensiones clásicas o de volumen, lifting de pestañas, tinte y diseño de cejas. Cada visita empieza con una breve consulta sobre el look que desea y cualquier sensibilidad. Los retoques son fáciles de reservar con regularidad.",
    features: [
      "Extensiones clásicas y de volumen",
      "Lifting y tinte de pestañas",
      "Medición, diseño y tinte de cejas",
      "Adhesivo para ojos sensibles disponible",
      "Aplicadores desechables",
    ],
    art: [
      "Vista de cerca de un ojo abierto con extensiones de pestañas largas y tupidas, y unas pinzas",
      [
        "Una clienta descansa con los ojos cerrados y parches bajo los ojos, dentro de un aro de luz, mientras unas pinzas colocan extensiones",
        "Un ojo cerrado bajo una ceja diseñada, con líneas blancas de medición y un pequeño cepillo de cejas",
        "Una clienta con pestañas levantadas y cejas definidas",
      ],
    ],
  },
  locksmith: {
    title: "Cerrajería",
    description: "Aperturas de puertas, cambio de combinación e instalación de cerraduras inteligentes, coordinado con su edificio.",
    longDescription:
      "¿Se quedó afuera, acaba de mudarse o quiere un teclado? Nuestros cerrajeros cambian la combinación o reemplazan cerraduras e instalan cerraduras inteligentes que usted abre desde su teléfono. Primero revisamos las reglas de su edificio sobre herrajes de puertas, y pedimos prueba de residencia antes de abrir cualquier puerta.",
    features: [
      "Apertura de puertas, con prueba de residencia",
      "Cambio de combinación al mudarse",
      "Instalación de cerraduras inteligentes y teclados",
      "Reglas de herrajes del edificio revisadas primero",
      "Llamadas de emergencia atendidas 24/7",
    ],
    art: [
      "La puerta de un apartamento con una cerradura inteligente de teclado, y una llave al lado",
      [
        "Un cerrajero de azul marino instala una cerradura inteligente en la puerta de un apartamento, con una caja de herramientas coral en el piso",
        "Tres llaves recién cortadas junto a un cilindro de cerradura",
        "Un teléfono abre la cerradura inteligente de un apartamento, que se ilumina en verde",
      ],
    ],
  },
  "makeup-service": {
    title: "Maquillaje profesional",
    description: "Maquillaje para eventos, novias y fotos, aplicado en su casa.",
    longDescription:
      "Nuestros maquilladores van a su casa antes de galas, bodas, sesiones de fotos o una noche de salida. Usan productos de larga duración elegidos para el calor y la humedad del sur de la Florida, para que el maquillaje dure toda una noche al aire libre. Los cortejos de novia pueden reservar varios maquilladores para la misma mañana.",
    features: [
      "Looks para eventos, novias y sesiones de fotos",
      "Productos de larga duración resistentes a la humedad",
      "Pestañas postizas si las pide",
      "Brochas limpias entre clientas",
      "Varios maquilladores para cortejos de novia",
    ],
    art: [
      "Un tocador con espejo, una paleta de sombras, un labial, un compacto y una brocha de maquillaje",
      [
        "Una brocha de maquillaje pasa por la mejilla de una clienta sentada con los ojos cerrados",
        "Una paleta de sombras abierta con dos brochas y un labial",
        "El resultado en el espejo: labios coral y pestañas definidas",
      ],
    ],
  },
  "massage-service": {
    title: "Masajes terapéuticos",
    description: "Terapeutas de masaje con licencia, con camilla, sábanas y aceites, en su propia casa.",
    longDescription:
      "Convierta su sala en un spa por una o dos horas. Terapeutas con licencia de la Florida traen una camilla profesional, sábanas limpias y aceites para masaje sueco, de tejido profundo o deportivo. No tiene que manejar de regreso, así que simplemente descanse.",
    features: [
      "Terapeutas de masaje con licencia de la Florida",
      "Camilla, sábanas limpias y aceites incluidos",
      "Masaje sueco, de tejido profundo o deportivo",
      "Sesiones en pareja con dos terapeutas",
      "Piedras calientes si las pide",
    ],
    art: [
      "Una clienta se relaja en una camilla de masaje en una sala al atardecer, con una vela, una orquídea y toallas enrolladas",
      [
        "Una camilla de masaje vacía preparada con toallas limpias y un frasco de aceite",
        "Una terapeuta de blanco masajea la espalda de una clienta en una camilla, con una vela encendida cerca",
        "Piedras de masaje, un frasco de aceite, una vela, una toalla enrollada y una orquídea en un estante de madera",
      ],
    ],
  },
  "pet-grooming": {
    title: "Peluquería de mascotas",
    description: "Baño, corte y cuidado de uñas para su perro o gato en casa, sin el estrés de ir a la peluquería.",
    longDescription:
      "Nuestros peluqueros van a su apartamento para que su mascota se quede en un lugar conocido, sin viajes en transportadora ni esperas en jaulas. Cada visita incluye baño con champú suave, corte según la raza, corte de uñas y limpieza de oídos. El peluquero deja limpio el baño antes de irse.",
    features: [
      "Baño y secado",
      "Corte según la raza",
      "Corte de uñas y limpieza de oídos",
      "Champú hipoalergénico disponible",
      "Baño limpio al terminar",
    ],
    art: [
      "Un peluquero seca a un perro peludo color crema sobre una mesa de aseo",
      [
        "Un perro marrón en una bañera llena de burbujas bajo la ducha",
        "Un perro peludo en una mesa de aseo, con tijeras y un peine listos para el corte",
        "Un perro peludo recién arreglado, sentado con orgullo con un moño coral y un hueso para morder",
      ],
    ],
  },
  "move-cleaning": {
    title: "Limpieza de mudanza",
    description: "Limpieza de arriba abajo de un apartamento vacío, lista para la inspección o para su primera noche.",
    longDescription:
      "Limpiamos cada superficie de la unidad vacía, incluido el interior de gabinetes, clósets, el horno y el refrigerador. El equipo sigue la misma lista de salida que usan los administradores en la inspección. Si hace falta, reservamos el elevador de servicio con su edificio.",
    features: [
      "Interior de gabinetes, cajones y clósets",
      "Interior del horno y el refrigerador",
      "Ventanas, rieles y marcos",
      "Manchas de paredes limpiadas",
      "Lista de inspección de salida",
    ],
    art: [
      "Una persona de limpieza trapea el piso de un apartamento vacío junto a cajas de mudanza apiladas",
      [
        "Una persona de limpieza limpia gabinetes de cocina vacíos, con una caja de mudanza en el piso",
        "Una persona de limpieza en una escalera limpia un ventanal alto con una palma afuera, con un balde en el piso",
        "Un apartamento vacío e impecable con una llave en el piso para la entrega",
      ],
    ],
  },
  "moving-service": {
    title: "Servicio de mudanza",
    description: "Mudanceros cuidadosos que reservan el elevador de servicio y protegen los pasillos de su edificio.",
    longDescription:
      "Mudarse en un edificio alto requiere planificación. Reservamos el elevador de servicio con la administración, enviamos al edificio nuestro certificado de seguro y protegemos el elevador, las paredes y los pisos antes de cargar nada. Los muebles se envuelven, se vuelven a armar y se colocan donde usted quiera.",
    features: [
      "Elevador de servicio reservado con la administración",
      "Certificado de seguro enviado a su edificio",
      "Muebles envueltos y protegidos",
      "Protección de pasillos y elevador",
      "Desarmado y armado de muebles",
    ],
    art: [
      "Un mudancero carga una caja desde un camión de mudanza estacionado frente a una torre de apartamentos",
      [
        "Un mudancero de azul marino sella una pila de cajas con una cinta",
        "Dos mudanceros cargan juntos un sofá coral",
        "Un mudancero lleva cajas apiladas en una carretilla hacia la puerta de un apartamento",
      ],
    ],
  },
  "nails-service": {
    title: "Cuidado de uñas",
    description: "Manicura, pedicura y esmalte en gel en casa, con herramientas esterilizadas.",
    longDescription:
      "Nuestras técnicas de uñas preparan una estación limpia en su mesa para una manicura clásica, esmalte en gel o una pedicura relajante. Las herramientas de metal se esterilizan entre clientas, y las limas y pulidores son desechables. Reserve dos técnicas y usted y una amiga terminan al mismo tiempo.",
    features: [
      "Manicura y pedicura",
      "Esmalte en gel y tradicional",
      "Herramientas de metal esterilizadas",
      "Limas y pulidores desechables",
      "Diseños sencillos si los pide",
    ],
    art: [
      "Una mano con manicura recién hecha y un anillo, junto a un frasco de esmalte",
      [
        "Una mano en remojo en un tazón antes de la manicura, con una lima y una toalla enrollada sobre la mesa",
        "Esmalte coral aplicado sobre las uñas, con frascos de esmalte coral y dorado junto a la mano",
        "Dos manos con esmalte dorado terminado",
      ],
    ],
  },
  "party-pontoon": {
    title: "Pontón para fiestas",
    description: "Un pontón con capitán para días en el banco de arena y paseos al atardecer con amigos.",
    longDescription:
      "Reúna a sus amigos para un día en el banco de arena o un paseo al atardecer por el Intracoastal. Un capitán con licencia maneja el bote para que todos se relajen, con sombra, neveras y equipo de sonido a bordo. El capitán revisa el pronóstico marino antes de salir y le llama si amenazan tormentas por la tarde.",
    features: [
      "Capitán con licencia incluido",
      "Toldo y neveras",
      "Equipo de sonido Bluetooth",
      "Rutas al banco de arena y al atardecer",
      "Flotadores y una tabla de remo a bordo",
    ],
    art: [
      "Un pontón de fiesta navega en aguas azules cerca de los edificios de la ciudad, con globos en el aire",
      [
        "Un capitán con gorra espera en el muelle junto a una nevera, al lado del pontón",
        "El pontón anclado en un banco de arena con palmas, con un flotador de flamenco, una persona nadando y una tabla de remo",
        "El pontón iluminado con luces de cubierta en un paseo al atardecer",
      ],
    ],
  },
  "pc-phone-repair": {
    title: "Reparación de computadoras y celulares",
    description: "Pantallas rotas, laptops lentas, zonas sin Wi-Fi y hogar inteligente, resueltos en su casa.",
    longDescription:
      "¿Pantalla rota, laptop lenta o Wi-Fi que se pierde tras las paredes de concreto del edificio? Nuestros técnicos diagnostican en el lugar y llevan pantallas y baterías comunes, así que muchas reparaciones de celulares se terminan en una sola visita. También instalan Wi-Fi en malla, impresoras y dispositivos del hogar inteligente.",
    features: [
      "Cambio de pantalla y batería de celulares",
      "Mantenimiento de laptops y eliminación de malware",
      "Wi-Fi en malla para edificios de concreto",
      "Instalación de impresoras y hogar inteligente",
      "Respaldo de datos antes de cualquier reparación",
    ],
    art: [
      "Una laptop y un celular sobre un escritorio con un destornillador y una llave pequeña",
      [
        "Un celular con la pantalla rota bajo una lupa",
        "Un celular abierto que muestra su tarjeta de circuitos, con una batería nueva y un destornillador",
        "Una laptop y un celular reparados, cada uno con una marca de verificación, junto a una señal de Wi-Fi fuerte",
      ],
    ],
  },
  "pet-sitting": {
    title: "Cuidado de mascotas a domicilio",
    description: "Paseos, comida y compañía para sus mascotas mientras usted trabaja o viaja.",
    longDescription:
      "Nuestros cuidadores visitan según su horario para pasear, alimentar y jugar con sus mascotas y cambiarles el agua. Las llaves y los controles se dejan en la conserjería, y usted recibe una foto después de cada visita. Los paseos van por la sombra cuando el calor del verano calienta demasiado las aceras para las patitas.",
    features: [
      "Paseos y juego",
      "Comida y agua fresca",
      "Medicinas dadas según sus instrucciones",
      "Foto después de cada visita",
      "Llaves guardadas en su conserjería",
    ],
    art: [
      "Una cuidadora pasea a un perro con correa junto al mar",
      [
        "Una cuidadora arrodillada junto a un plato de comida mientras un gato descansa en el sofá",
        "Un perro junto a platos llenos de comida y agua, con un hueso para morder cerca",
        "Una cuidadora le lanza una pelota a un perro blanco en el césped de un parque bajo los edificios de la ciudad",
      ],
    ],
  },
  "post-construction": {
    title: "Limpieza después de obra",
    description: "Eliminación del polvo fino después de una remodelación, desde las rejillas del aire hasta los rieles de las ventanas.",
    longDescription:
      "El polvo de una remodelación se asienta en todas partes, incluso dentro del retorno del aire acondicionado. Nuestros equipos usan aspiradoras HEPA y microfibra para sacarlo de rejillas, lámparas, gabinetes y rieles de ventanas, y quitan manchas de pintura y pegamento de vidrios y pisos. Los escombros salen por la entrada de servicio, como lo exige su edificio.",
    features: [
      "Aspirado con filtro HEPA",
      "Rejillas, retornos y lámparas",
      "Manchas de pintura y pegamento eliminadas",
      "Rieles y marcos de ventanas",
      "Escombros retirados por la entrada de servicio",
    ],
    art: [
      "Un integrante del equipo con una aspiradora industrial limpia el polvo de una lona, junto a una escalera y una lata de pintura",
      [
        "Una habitación recién remodelada llena de polvo, con latas de pintura, una escalera y una ventana con cinta",
        "Una persona de limpieza en una escalera quita el polvo de lo alto mientras una aspiradora industrial espera abajo",
        "Una cocina blanca remodelada, impecable y lista para mudarse",
      ],
    ],
  },
  "regular-cleaning": {
    title: "Limpieza regular",
    description: "Mantenimiento semanal o quincenal por una persona de limpieza que conoce su casa.",
    longDescription:
      "Mantenga su apartamento siempre fresco sin tener que pensarlo. El polvo, la cocina, los baños y los pisos se hacen según una lista que usted puede cambiar cuando quiera, y enviamos a la misma persona siempre que los horarios lo permitan. Deje una llave en la conserjería y no tendrá que estar en casa.",
    features: [
      "La misma persona de limpieza siempre que sea posible",
      "Polvo, superficies y espejos",
      "Cocina y baños",
      "Pisos aspirados y trapeados",
      "Una lista que usted puede ajustar",
    ],
    art: [
      "Una persona de limpieza quita el polvo de lo alto en una sala luminosa con un sofá verde azulado y una mesa de centro",
      [
        "Una persona de limpieza aspira una alfombra en una sala",
        "Una persona de limpieza quita el polvo de un librero junto a un cuadro",
        "Una sala ordenada al atardecer, con flores frescas en un florero sobre la mesa de centro",
      ],
    ],
  },
  "slingshot-rental": {
    title: "Alquiler de Slingshot",
    description: "Un Polaris Slingshot de tres ruedas para manejar al aire libre por la costa.",
    longDescription:
      "Sienta la brisa del mar manejando al aire libre por la A1A. Le entregamos el Slingshot en su edificio con cascos y una breve orientación, porque se maneja distinto a un auto. Los requisitos del conductor se confirman al reservar, y lo recogemos cuando termine su día en la costa.",
    features: [
      "Entregado en su edificio",
      "Cascos incluidos",
      "Orientación antes de manejar",
      "Con tanque lleno al entregarlo",
      "Recogida a la hora que usted elija",
    ],
    art: [
      "Un roadster de tres ruedas con su conductor en una carretera costera al atardecer, entre palmas",
      [
        "Un roadster de tres ruedas verde azulado en un garaje bien iluminado, con dos cascos y su llave",
        "El roadster a toda velocidad por la calle frente al mar junto a una palma",
        "Un roadster azul marino estacionado junto a la playa entre palmas al atardecer",
      ],
    ],
  },
  "tv-mounting": {
    title: "Instalación de televisores",
    description: "Televisores instalados a nivel en tablaroca o concreto, con los cables ocultos.",
    longDescription:
      "Muchas paredes de edificios altos son de concreto y necesitan las brocas y los anclajes correctos. Nuestros instaladores colocan su televisor nivelado a una altura cómoda, ocultan los cables y conectan su barra de sonido y sus dispositivos de streaming. Prueban todo con usted antes de irse.",
    features: [
      "Paredes de tablaroca y de concreto",
      "Soportes fijos, inclinables y articulados",
      "Cables ocultos",
      "Instalación de barra de sonido",
      "Dispositivos conectados y probados",
    ],
    art: [
      "Un televisor grande de pantalla plana instalado sobre un mueble de madera, con una planta y una alfombra",
      [
        "Un soporte de pared nivelado con un nivel de burbuja y una cinta métrica, con marcas de taladro en la pared",
        "Un instalador en una escalera taladra la pared para fijar el soporte del televisor",
        "Dos residentes ven el televisor recién instalado desde un sofá verde azulado",
      ],
    ],
  },
  "yacht-rental": {
    title: "Alquiler de yates",
    description: "Yates con tripulación desde marinas de Miami y Fort Lauderdale.",
    longDescription:
      "Alquile un yate con tripulación para un día en el Atlántico, una celebración o una salida con clientes. El capitán y la tripulación se encargan del barco, y organizamos juguetes acuáticos y comida según su grupo. Las salidas son desde marinas cerca de casa en Miami y Fort Lauderdale.",
    features: [
      "Capitán y tripulación incluidos",
      "Tablas de remo y equipo de esnórquel",
      "Comida organizada si la pide",
      "Rutas a bancos de arena, calas y vista de la ciudad",
      "Salidas desde marinas locales",
    ],
    art: [
      "Un yate blanco navega en aguas azules frente a los edificios de la ciudad",
      [
        "Dos invitados en el muelle de la marina a punto de subir a un yate blanco",
        "El yate anclado frente a un banco de arena con palmas, con una persona nadando y una tabla de remo al lado",
        "El yate al atardecer con sus luces de cubierta encendidas",
      ],
    ],
  },
  "heating-service": {
    title: "Servicio de calefacción",
    description: "Revisión de bomba de calor y resistencias, instalación de termostatos y mantenimiento de la manejadora de aire.",
    longDescription:
      "Su sistema enfría todo el año y solo tiene que calentar unas pocas noches frías, por eso las resistencias y la bomba de calor suelen quedarse sin revisar hasta que fallan. Nuestros técnicos las prueban, limpian serpentines, filtros y líneas de drenaje de condensado, e instalan termostatos inteligentes. El trabajo con refrigerante lo hacen técnicos certificados.",
    features: [
      "Prueba de bomba de calor y resistencias",
      "Limpieza de serpentín y línea de drenaje de condensado",
      "Cambio de filtro de aire",
      "Instalación de termostato inteligente",
      "Revisión de refrigerante por técnicos certificados",
    ],
    art: [
      "Una bomba de calor de pared sopla aire frío y tibio en una sala, con un termostato al lado",
      [
        "Un técnico revisa una unidad condensadora exterior con un par de manómetros",
        "Un técnico cambia un filtro de aire sucio por uno limpio en la manejadora de aire",
        "Un termostato entre corrientes de aire tibio y frío",
      ],
    ],
  },
  "barber-service": {
    title: "Barbería a domicilio",
    description: "Cortes, degradados y arreglo de barba por un barbero profesional en su casa.",
    longDescription:
      "Un corte impecable sin esperar en la barbería. Nuestros barberos traen máquinas, capa y toallas calientes para degradados, cortes clásicos y arreglo de barba. Barren cada pelo y dejan su espacio como lo encontraron.",
    features: [
      "Degradados y cortes clásicos",
      "Recorte y arreglo de barba",
      "Toalla caliente al final",
      "Cortes para niños",
      "Limpieza incluida",
    ],
    art: [
      "Una silla de barbero frente a un espejo, con un poste de barbería a rayas y una máquina de cortar",
      [
        "Un barbero de azul marino corta con máquina el cabello de un cliente sentado con capa blanca",
        "Un cliente con barba, con una navaja y un peine listos para el arreglo de barba",
        "Un degradado recién hecho, terminado y peinado",
      ],
    ],
  },
};
