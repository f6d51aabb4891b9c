/**
 * The service catalogue's words and pictures, keyed by service id; what the business decides
 * about each service (category, areas, price, length, card, offers) is its definition in
 * core/services/definitions.ts. `services` joins the two for the pages, the booking API and
 * the sitemap.
 */
import { SERVICE_CONTENT_ES } from "./catalogue-es";
import type { Locale } from "./i18n/locale";
import type { Artwork, Service, ServiceContent } from "./service-index";
import { SERVICE_DEFINITIONS } from "./services/definitions";
import { durationText } from "./services/duration";
import { SERVICE_IDS, type ServiceId } from "./services/ids";
import { priceLabel, pricingDetails, startingPrice } from "./services/price-label";
import { durationTextEs, priceLabelEs, pricingDetailsEs } from "./services/price-label-es";

/** Artwork lives at /images/services/{id}/: real photos dropped in under the same names replace it. */
function artwork(id: string, mainAlt: string, actionAlts: readonly [string, string, string]): Pick<Service, "image" | "actionImages"> {
  const image = (file: string, alt: string): Artwork => ({ src: `/images/services/${id}/${file}.svg`, alt, width: 800, height: 600 });
  return { image: image("main", mainAlt), actionImages: actionAlts.map((alt, index) => image(`action-${index + 1}`, alt)) };
}

export const SERVICE_CONTENT: Record<ServiceId, ServiceContent> = {
  "laundry-service": {
    title: "Laundry Service",
    description: "Wash-and-fold with pickup at your door or concierge desk, returned folded next-day or same-day.",
    longDescription:
      "Leave your bag with the concierge desk or outside your door and we take it from there. Standard orders come back washed, dried and folded the next day; express orders come back the same day. Delicates are washed separately, and fragrance-free detergent is available on request.",
    features: [
      "Pickup and return at your door or the concierge desk",
      "Sorted by color and fabric before washing",
      "Folded, with shirts returned on hangers",
      "Delicates washed separately",
      "Fragrance-free detergent on request",
    ],
    art: [
      "Pressed shirts on a rolling garment rack beside a coffee table stacked with folded towels, a teal laundry bag on the floor and a water view through the window",
      [
        "A crew member in a teal uniform collecting a coral laundry bag at an apartment door, a second bag waiting by the door",
        "Two front-loading washing machines, one full of soap suds, next to a laundry basket",
        "A crew member carrying a stack of folded towels to a freshly made bed with more towels folded on it",
      ],
    ],
  },
  "car-detailing": {
    title: "Car Detailing",
    description: "Hand wash, interior detail and wax, done in your assigned space in the building garage.",
    longDescription:
      "Our mobile detailers come to your assigned space in the garage with their own water and power, so the car is done while you are at work. Salt air and the summer sun dull paint quickly along the coast, and a regular wash with a coat of UV-protective wax keeps it glossy. We check your building's garage rules before the first visit.",
    features: [
      "Hand wash and microfiber dry",
      "Interior vacuum, dash and door panels wiped",
      "Tire and rim cleaning",
      "Spray wax with UV protection",
      "Water-saving equipment suited to residential garages",
    ],
    art: [
      "A detailer in a teal uniform hand-polishing a navy sedan with a microfiber cloth in a brightly lit garage",
      [
        "A coral car covered in soap foam in a parking garage as a detailer sprays it, a wash bucket on the floor",
        "A close view of a navy car seat and steering wheel with a vacuum cleaner ready for the interior",
        "A freshly waxed teal car shining on an oceanfront road lined with palms, a bottle of wax beside it",
      ],
    ],
  },
  "deep-cleaning": {
    title: "Cleaning Special",
    description: "Hotel-style deep cleaning for your apartment, with the 2-for-1 bi-weekly offer for first-time customers.",
    longDescription:
      "Our signature top-to-bottom clean: kitchen degreased, bathrooms descaled and sanitized, baseboards, vents and balcony glass included, and beds made with hotel-style corners. Subscribe to a bi-weekly plan and the second visit each month is free. Plans start at $39.99 a month for a 1 bed / 1 bath, with no contract.",
    features: [
      "Kitchen degreasing, appliance fronts included",
      "Bathrooms descaled and sanitized",
      "Baseboards, vents and door frames wiped",
      "Balcony glass and sliding-door tracks",
      "Beds made with hotel-style corners",
    ],
    art: [
      "A cleaner spraying and wiping the large window of a living room with a light blue sofa, a caddy of cleaning supplies on the floor",
      [
        "A cleaner wiping a kitchen counter in front of teal cabinets, a coral spray bottle on the counter",
        "A sparkling white bathtub with rolled white and blue towels on a shelf, a mop and bucket beside it",
        "A cleaner with a white cloth finishing a neatly made bed with a teal throw",
      ],
    ],
  },
  "car-tinting": {
    title: "Car Tinting",
    description: "Ceramic window film that cuts heat and glare, installed where you park.",
    longDescription:
      "Ceramic tint keeps the cabin cooler in the Florida sun and protects leather and dashboards from fading. Our installers work on site in your garage and only fit shades within Florida's legal limits for your vehicle. Plan on leaving the windows up for a few days while the film cures.",
    features: [
      "Ceramic film that rejects heat and UV",
      "Shades within Florida's legal limits",
      "Dust-controlled installation on site",
      "Old film removed on request",
      "Manufacturer film warranty",
    ],
    art: [
      "A white car with dark tinted windows on a coastal road at sunset, framed by palm trees",
      [
        "A roll of dark window film unrolled in a garage, with a cutting tool beside it",
        "A close view of a car window half covered in dark film as an installer smooths it with a squeegee",
        "Sun rays striking the tinted windows of a navy car parked by the ocean",
      ],
    ],
  },
  "chef-service": {
    title: "Private Chef",
    description: "A private chef plans, cooks and serves a restaurant-quality meal in your own kitchen.",
    longDescription:
      "From a quiet dinner for two to a celebration on the balcony, the chef plans the menu with you a few days ahead and shops for local seafood and produce that morning. Dinner is cooked and plated in your kitchen, and the kitchen is left clean before the chef goes.",
    features: [
      "Menu planned with you in advance",
      "Groceries bought fresh the same day",
      "Cooked and plated in your kitchen",
      "Allergies and dietary needs respected",
      "Kitchen cleaned before the chef leaves",
    ],
    art: [
      "A private chef in a white jacket and toque in a modern kitchen, beside a plated dish and a glass of wine",
      [
        "A cutting board and chef's knife on a kitchen counter with a tomato and a lemon",
        "A pot and a saute pan steaming on a cooktop in a kitchen with teal cabinets",
        "A candlelit table for two with plated dinners and wine glasses, in front of a window at sunset",
      ],
    ],
  },
  "exotic-car-rental": {
    title: "Exotic Car Rental",
    description: "Supercars and luxury convertibles delivered to your building's valet, detailed and fueled.",
    longDescription:
      "Drive A1A with the top down or arrive at dinner in a supercar. We deliver the car to your building's valet detailed and fueled, walk you through its controls, and collect it from the valet when you are done. Driver requirements and the security deposit are confirmed when you book.",
    features: [
      "Delivered to your valet or garage",
      "Detailed and fueled on delivery",
      "Walk-through of the car's controls",
      "Collected from the valet at a time you choose",
      "Insured and bonded delivery drivers",
    ],
    art: [
      "A coral supercar on an oceanfront road at sunset between palm trees",
      [
        "A gold supercar in a brightly lit garage, with its key fob",
        "A teal supercar speeding along the coast road past a palm tree",
        "A coral supercar delivered to the entrance of a palm-lined apartment building",
      ],
    ],
  },
  "furniture-assembly": {
    title: "Furniture Assembly",
    description: "Beds, shelves, desks and patio sets assembled, anchored to the wall, and the boxes taken away.",
    longDescription:
      "Our assemblers bring their own tools, build each piece to the manufacturer's instructions and anchor tall furniture to the wall. The boxes and packing foam leave with them, so nothing piles up by the trash chute. Book it for the day your delivery arrives and the apartment is ready that evening.",
    features: [
      "All tools supplied",
      "Tall pieces anchored to the wall",
      "Boxes and packaging removed",
      "Beds, desks, shelving and patio sets",
      "Can be booked for your delivery day",
    ],
    art: [
      "An assembler in a teal uniform using a power drill on a tall bookshelf",
      [
        "Flat-pack panels stacked beside an open box, with an Allen key, a handful of screws and the instruction sheet",
        "An assembler kneeling with a screwdriver beside a half-built bookshelf and an open carton",
        "The finished bookshelf standing in a living room next to a teal sofa and a potted plant",
      ],
    ],
  },
  "furniture-cleaning": {
    title: "Furniture Cleaning",
    description: "Upholstery steam cleaning that lifts stains and odors from sofas, chairs and mattresses.",
    longDescription:
      "Humidity, sunscreen and pets take a toll on upholstery. Our technicians test each fabric first, pre-treat stains, then hot-water extract the dirt from deep in the cushions. Most pieces are dry in a few hours with the air conditioning running.",
    features: [
      "Fabric test before any cleaning",
      "Stain and odor pre-treatment",
      "Hot-water extraction",
      "Low-moisture method for delicate fabrics",
      "Mattress cleaning available",
    ],
    art: [
      "A steam-cleaning wand lifting a stain from one side of a light gray sofa, the cleaned side bright",
      [
        "A technician spraying pre-treatment on brown spots across a light gray sofa",
        "A technician in navy passing an extraction wand over a teal sofa, the extraction machine beside it",
        "A clean sand-colored sofa with teal cushions in a sunny living room",
      ],
    ],
  },
  "hair-stylist": {
    title: "Hair Stylist",
    description: "Cuts, color touch-ups and blowouts by a professional stylist in your apartment.",
    longDescription:
      "Skip the drive and the salon wait. Our stylists bring professional tools and products for a cut, a color refresh or a blowout before an event, and use products that hold up in South Florida humidity. They sweep up and pack everything away before they leave.",
    features: [
      "Cuts and blowouts",
      "Color touch-ups",
      "Event and bridal styling",
      "Humidity-resistant finishing products",
      "Clean-up afterwards",
    ],
    art: [
      "A woman with freshly blown-out, voluminous hair, with a blow dryer and a round brush beside her",
      [
        "A client with long hair seated before a vanity mirror, a comb ready on the side",
        "A round brush and blow dryer smoothing a client's long hair as she relaxes with her eyes closed",
        "The finished look: glossy, voluminous hair with a bright coral top",
      ],
    ],
  },
  "jet-ski-rental": {
    title: "Jet Ski Rental",
    description: "Jet skis on Biscayne Bay or the Intracoastal, with a safety briefing and life vests.",
    longDescription:
      "Ride Biscayne Bay or the Intracoastal Waterway by the hour. Every rental starts with the safety briefing Florida requires, life vests for each rider and a full tank. Our team suggests a route for the conditions that day, including the no-wake zones to watch for.",
    features: [
      "Pre-ride safety briefing",
      "Life vests for every rider",
      "Fuel included",
      "Route tips, including no-wake zones",
      "Launch from a marina near home",
    ],
    art: [
      "A rider on a jet ski cutting across turquoise water with the city skyline behind",
      [
        "Two jet skis tied up at a wooden dock, with orange life vests laid out for the riders",
        "Two riders on jet skis crossing the bay side by side",
        "A jet ski near a palm-lined sandbar at sunset",
      ],
    ],
  },
  "lashes-eyebrows": {
    title: "Lashes & Eyebrows",
    description: "Lash extensions, lifts and brow shaping by trained artists, at home.",
    longDescription:
      "Our lash and brow artists set up a clean, well-lit station in your home for classic or volume extensions, lash lifts, tinting and brow shaping. Each visit starts with a short consultation about the look you want and any sensitivities. Fills are easy to book on a regular schedule.",
    features: [
      "Classic and volume extensions",
      "Lash lift and tint",
      "Brow mapping, shaping and tint",
      "Sensitive-eye adhesive available",
      "Single-use applicators",
    ],
    art: [
      "A close view of an open eye with long, full lash extensions, and a pair of tweezers",
      [
        "A client resting with her eyes closed and under-eye pads in place, inside a ring light, as tweezers apply extensions",
        "A closed eye beneath a shaped brow, with white brow-mapping lines and a small brow brush",
        "A client with lifted lashes and defined brows",
      ],
    ],
  },
  locksmith: {
    title: "Locksmith",
    description: "Lockouts, rekeying and smart-lock installation, coordinated with your building.",
    longDescription:
      "Locked out, just moved in, or ready for a keypad? Our locksmiths rekey or replace locks and install smart locks you can open from your phone. We check your building's rules on door hardware first, and we ask for proof of residence before opening any door.",
    features: [
      "Lockout help, with proof of residence",
      "Rekeying after move-in",
      "Smart lock and keypad installation",
      "Building door-hardware rules checked first",
      "Emergency calls answered 24/7",
    ],
    art: [
      "An apartment door with a keypad smart lock, and a key beside it",
      [
        "A locksmith in navy installing a smart lock on an apartment door, a coral toolbox on the floor",
        "Three freshly cut keys next to a lock cylinder",
        "A phone unlocking an apartment's smart lock, which glows green",
      ],
    ],
  },
  "makeup-service": {
    title: "Makeup Artist",
    description: "Event, bridal and photo-ready makeup applied in your home.",
    longDescription:
      "Our makeup artists come to you before galas, weddings, photo shoots or a night out. They use long-wear products chosen for South Florida heat and humidity, so the look lasts through an evening outdoors. Bridal parties can book several artists for the same morning.",
    features: [
      "Event, bridal and photo-shoot looks",
      "Long-wear, humidity-resistant products",
      "Strip lashes on request",
      "Brushes cleaned between clients",
      "Several artists for bridal parties",
    ],
    art: [
      "A vanity with a mirror, an eyeshadow palette, lipstick, a compact and a makeup brush",
      [
        "A makeup brush sweeping across a client's cheek as she sits with her eyes closed",
        "An open eyeshadow palette with two makeup brushes and a lipstick",
        "The finished look in the mirror: coral lips and defined lashes",
      ],
    ],
  },
  "massage-service": {
    title: "Massage Therapy",
    description: "Licensed massage therapists with table, linens and oils, in your own home.",
    longDescription:
      "Turn your living room into a spa for an hour or two. Florida-licensed therapists bring a professional table, fresh linens and oils for Swedish, deep-tissue or sports massage. There is no drive home afterwards, so you can simply rest.",
    features: [
      "Florida-licensed massage therapists",
      "Table, fresh linens and oils provided",
      "Swedish, deep-tissue or sports massage",
      "Couples sessions with two therapists",
      "Hot stones on request",
    ],
    art: [
      "A client relaxing on a massage table in a living room at sunset, with a candle, an orchid and rolled towels",
      [
        "An empty massage table set up with a stack of fresh towels and a bottle of massage oil",
        "A therapist in white massaging a client's back on a massage table, a candle burning nearby",
        "Massage stones, a bottle of oil, a candle, a rolled towel and an orchid on a wooden shelf",
      ],
    ],
  },
  "pet-grooming": {
    title: "Pet Grooming",
    description: "Bath, trim and nail care for your dog or cat at home, without a stressful salon visit.",
    longDescription:
      "Our groomers come to your apartment so your pet stays in familiar surroundings, with no carrier ride and no kennel wait. Each visit includes a bath with gentle shampoo, a breed-appropriate trim, nail clipping and ear cleaning. The groomer cleans up the bathroom before leaving.",
    features: [
      "Bath and blow-dry",
      "Breed-appropriate trim",
      "Nail clipping and ear cleaning",
      "Hypoallergenic shampoo available",
      "Bathroom cleaned afterwards",
    ],
    art: [
      "A groomer blow-drying a fluffy cream-colored dog on a grooming table",
      [
        "A brown dog in a bathtub full of bubbles under a shower spray",
        "A fluffy dog on a grooming table, with scissors and a comb ready for the trim",
        "A freshly groomed fluffy dog sitting proudly with a coral bow and a chew bone",
      ],
    ],
  },
  "move-cleaning": {
    title: "Move-In / Move-Out Cleaning",
    description: "A top-to-bottom clean of an empty apartment, ready for inspection or your first night.",
    longDescription:
      "We clean every surface of the empty unit, including the inside of cabinets, closets, the oven and the refrigerator. The crew works from the same move-out checklist property managers use at inspection. We book the service elevator with your building if it is needed.",
    features: [
      "Inside cabinets, drawers and closets",
      "Inside the oven and refrigerator",
      "Windows, tracks and sills",
      "Walls spot-cleaned",
      "Move-out inspection checklist",
    ],
    art: [
      "A cleaner mopping the floor of an empty apartment beside stacked moving boxes",
      [
        "A cleaner wiping out empty kitchen cabinets, a moving box on the floor",
        "A cleaner on a ladder squeegeeing a tall window with a palm tree outside, a bucket on the floor",
        "A spotless, empty apartment with a key left on the floor for the hand-over",
      ],
    ],
  },
  "moving-service": {
    title: "Moving Service",
    description: "Careful movers who reserve the service elevator and protect your building's hallways.",
    longDescription:
      "Moving in a high-rise takes planning. We reserve the service elevator with management, send the building our certificate of insurance, and pad the elevator, walls and floors before carrying anything. Furniture is wrapped, reassembled and placed where you want it.",
    features: [
      "Service elevator reserved with management",
      "Certificate of insurance sent to your building",
      "Furniture wrapping and padding",
      "Hallway and elevator protection",
      "Disassembly and reassembly",
    ],
    art: [
      "A mover carrying a box from a moving truck parked outside an apartment tower",
      [
        "A mover in navy sealing a stack of boxes with a tape gun",
        "Two movers carrying a coral sofa together",
        "A mover wheeling stacked boxes on a hand truck toward an apartment door",
      ],
    ],
  },
  "nails-service": {
    title: "Nail Care",
    description: "Manicures, pedicures and gel polish at home, with sterilized tools.",
    longDescription:
      "Our nail technicians set up a clean station at your table for a classic manicure, gel polish or a relaxing pedicure. Metal tools are sterilized between clients, and files and buffers are single-use. Book two technicians and you and a friend are done at the same time.",
    features: [
      "Manicures and pedicures",
      "Gel and regular polish",
      "Sterilized metal tools",
      "Single-use files and buffers",
      "Simple nail art on request",
    ],
    art: [
      "A hand with a fresh manicure and a ring, next to a bottle of nail polish",
      [
        "A hand soaking in a bowl before a manicure, with a nail file and a rolled towel on the table",
        "Coral polish being brushed onto nails, with coral and gold polish bottles beside the hand",
        "Two hands with finished gold nail polish",
      ],
    ],
  },
  "party-pontoon": {
    title: "Party Pontoon",
    description: "A captained pontoon for sandbar days and sunset cruises with friends.",
    longDescription:
      "Gather friends for a day at the sandbar or a sunset cruise on the Intracoastal. A licensed captain runs the boat so everyone can relax, with shade, coolers and a sound system on board. The captain checks the marine forecast before departure and calls you if afternoon storms threaten.",
    features: [
      "Licensed captain included",
      "Shade canopy and coolers",
      "Bluetooth sound system",
      "Sandbar and sunset routes",
      "Floats and a paddleboard on board",
    ],
    art: [
      "A party pontoon cruising on blue water near the city skyline, with balloons in the air",
      [
        "A captain in a cap waiting on the dock beside a cooler, next to the pontoon",
        "The pontoon anchored at a palm-fringed sandbar, with a flamingo float, a swimmer and a paddleboard",
        "The pontoon lit with deck lights on a sunset cruise",
      ],
    ],
  },
  "pc-phone-repair": {
    title: "PC & Phone Repair",
    description: "Cracked screens, slow laptops, Wi-Fi dead spots and smart-home setup, fixed at your place.",
    longDescription:
      "Cracked screen, slow laptop or Wi-Fi that drops out behind concrete high-rise walls? Our technicians diagnose on site and carry common screens and batteries, so many phone repairs are finished in one visit. They also set up mesh Wi-Fi, printers and smart-home devices.",
    features: [
      "Phone screen and battery replacement",
      "Laptop tune-ups and malware removal",
      "Mesh Wi-Fi for concrete buildings",
      "Printer and smart-home setup",
      "Data backup before any repair",
    ],
    art: [
      "A laptop and a phone on a desk with a screwdriver and a small wrench",
      [
        "A phone with a cracked screen under a magnifying glass",
        "An opened phone showing its circuit board, with a replacement battery and a screwdriver",
        "A repaired laptop and phone, each showing a check mark, beside a strong Wi-Fi signal",
      ],
    ],
  },
  "pet-sitting": {
    title: "Pet Sitting",
    description: "Walks, feeding and company for your pets while you are at work or traveling.",
    longDescription:
      "Our sitters visit on your schedule to walk, feed and play with your pets and refresh their water. Keys and fobs are left with your concierge desk, and you get a photo update after every visit. Walks stay in the shade when the summer heat makes the sidewalks too hot for paws.",
    features: [
      "Walks and playtime",
      "Feeding and fresh water",
      "Medication given as instructed",
      "Photo update after each visit",
      "Keys held with your concierge desk",
    ],
    art: [
      "A pet sitter walking a dog on a leash along the waterfront",
      [
        "A pet sitter kneeling by a food bowl while a cat rests on the sofa",
        "A dog beside full food and water bowls, with a chew bone nearby",
        "A pet sitter throwing a ball to a white dog on a park lawn below the city skyline",
      ],
    ],
  },
  "post-construction": {
    title: "Post-Construction Cleaning",
    description: "Fine-dust removal after a renovation, from air vents to window tracks.",
    longDescription:
      "Renovation dust settles everywhere, including inside the air handler's return. Our crews use HEPA vacuums and microfiber to clear it from vents, fixtures, cabinets and window tracks, and remove paint and adhesive spots from glass and floors. Construction debris goes out through the service entrance as your building requires.",
    features: [
      "HEPA vacuuming",
      "Vents, returns and light fixtures",
      "Paint and adhesive spots removed",
      "Window tracks and frames",
      "Debris removed via the service entrance",
    ],
    art: [
      "A crew member with a shop vacuum clearing dust from a drop cloth, beside a ladder and a paint can",
      [
        "A freshly renovated room full of dust, with paint cans, a ladder and a taped window",
        "A cleaner on a ladder dusting up high while a shop vacuum waits below",
        "A renovated white kitchen, spotless and ready to move in",
      ],
    ],
  },
  "regular-cleaning": {
    title: "Regular Cleaning",
    description: "Weekly or bi-weekly upkeep by a cleaner who knows your home.",
    longDescription:
      "Keep your apartment consistently fresh without thinking about it. Dusting, kitchen, bathrooms and floors are done to a checklist you can change at any time, and we send the same cleaner whenever schedules allow. Leave a key with the concierge desk and you never need to be home.",
    features: [
      "The same cleaner whenever possible",
      "Dusting, surfaces and mirrors",
      "Kitchen and bathrooms",
      "Floors vacuumed and mopped",
      "A checklist you can adjust",
    ],
    art: [
      "A cleaner dusting up high in a bright living room with a teal sofa and a coffee table",
      [
        "A cleaner vacuuming a rug in a living room",
        "A cleaner dusting a bookshelf beside a framed picture",
        "A tidy living room at sunset, with fresh flowers in a vase on the coffee table",
      ],
    ],
  },
  "slingshot-rental": {
    title: "Slingshot Rental",
    description: "A three-wheeled Polaris Slingshot for an open-air drive down the coast.",
    longDescription:
      "Feel the ocean breeze on an open-air drive down A1A. We deliver the Slingshot to your building with helmets and a short orientation, since it handles differently from a car. Driver requirements are confirmed when you book, and we pick it up when your day on the coast is over.",
    features: [
      "Delivered to your building",
      "Helmets included",
      "Orientation before you drive",
      "Fueled on delivery",
      "Pickup at a time you choose",
    ],
    art: [
      "A three-wheeled roadster with its driver on a coastal road at sunset, between palm trees",
      [
        "A teal three-wheeled roadster in a brightly lit garage, with two helmets and its key fob",
        "The roadster speeding along the oceanfront road past a palm tree",
        "A navy roadster parked by the beach between palm trees at sunset",
      ],
    ],
  },
  "tv-mounting": {
    title: "TV Mounting",
    description: "TVs mounted level on drywall or concrete, with the cables hidden.",
    longDescription:
      "Many high-rise walls are poured concrete, and they need the right drill bits and anchors. Our installers mount your TV level at a comfortable viewing height, hide the cables, and connect your sound bar and streaming devices. They test everything with you before they leave.",
    features: [
      "Drywall and concrete walls",
      "Fixed, tilting and full-motion mounts",
      "Cables concealed",
      "Sound bar installation",
      "Devices connected and tested",
    ],
    art: [
      "A large flat-screen TV mounted above a wooden media console, with a plant and a rug",
      [
        "A wall bracket being leveled with a spirit level and a tape measure, with drill marks on the wall",
        "An installer on a ladder drilling into the wall to fix a TV bracket",
        "Two residents watching the newly mounted TV from a teal sofa",
      ],
    ],
  },
  "yacht-rental": {
    title: "Yacht Rental",
    description: "Crewed yacht charters from Miami and Fort Lauderdale marinas.",
    longDescription:
      "Charter a crewed yacht for a day on the Atlantic, a celebration or a client outing. The captain and crew handle the boat, and we arrange water toys and catering to suit your group. Departures are from marinas near home in Miami and Fort Lauderdale.",
    features: [
      "Captain and crew included",
      "Paddleboards and snorkel gear",
      "Catering arranged on request",
      "Sandbar, cove and skyline routes",
      "Departures from local marinas",
    ],
    art: [
      "A white yacht cruising on blue water in front of the city skyline",
      [
        "Two guests on the marina dock about to board a white yacht",
        "The yacht anchored off a palm-lined sandbar, with a swimmer and a paddleboard alongside",
        "The yacht at sunset with its deck lights glowing",
      ],
    ],
  },
  "heating-service": {
    title: "Heating Service",
    description: "Heat pump and heat-strip checks, thermostat installs and air-handler tune-ups.",
    longDescription:
      "Your system cools all year and only has to heat on a few cold nights, so the heat strips and heat pump often go unchecked until they fail. Our technicians test them, clean coils, filters and condensate drain lines, and install smart thermostats. Refrigerant work is done by certified technicians.",
    features: [
      "Heat pump and heat-strip test",
      "Coil and condensate drain-line cleaning",
      "Air filter replacement",
      "Smart thermostat installation",
      "Refrigerant checks by certified technicians",
    ],
    art: [
      "A wall-mounted heat pump blowing cool and warm air into a living room, with a thermostat beside it",
      [
        "A technician checking an outdoor condenser unit with a pair of pressure gauges",
        "A technician swapping a dusty air filter for a clean one at the air handler",
        "A thermostat between warm and cool air currents",
      ],
    ],
  },
  "barber-service": {
    title: "Barber Service",
    description: "Cuts, fades and beard trims by a professional barber at home.",
    longDescription:
      "A sharp cut without the wait at the shop. Our barbers bring clippers, a cape and hot towels for fades, classic cuts and beard shaping. They sweep up every hair and leave your space as they found it.",
    features: ["Fades and classic cuts", "Beard trims and shaping", "Hot towel finish", "Kids' cuts available", "Clean-up included"],
    art: [
      "A barber chair in front of a mirror, with a striped barber pole and clippers",
      [
        "A barber in navy trimming a seated client's hair with clippers, the client in a white cape",
        "A bearded client with a straight razor and a comb ready for the beard shaping",
        "A fresh fade haircut, finished and combed",
      ],
    ],
  },
};

export const services: readonly Service[] = SERVICE_IDS.map((id) => {
  const { art, ...words } = SERVICE_CONTENT[id];
  const definition = SERVICE_DEFINITIONS[id];
  const details = pricingDetails(definition.pricing);
  return {
    id,
    ...words,
    category: definition.category,
    price: startingPrice(definition),
    priceLabel: priceLabel(definition),
    ...(details.length > 0 ? { pricingDetails: details } : {}),
    duration: durationText(definition),
    locations: definition.areas,
    ...artwork(id, art[0], art[1]),
  };
});

/**
 * The catalogue as the Spanish pages show it: the Spanish words, and the price, price lines
 * and length written in Spanish from the same definitions. `price` stays the English starting
 * price a booking keeps as its price text.
 */
const servicesInSpanish: readonly Service[] = services.map((service) => {
  const { art, ...words } = SERVICE_CONTENT_ES[service.id];
  const definition = SERVICE_DEFINITIONS[service.id];
  const details = pricingDetailsEs(definition.pricing);
  const { pricingDetails: _english, ...rest } = service;
  return {
    ...rest,
    ...words,
    priceLabel: priceLabelEs(definition),
    ...(details.length > 0 ? { pricingDetails: details } : {}),
    duration: durationTextEs(definition),
    ...artwork(service.id, art[0], art[1]),
  };
});

/** Every service, in catalogue order, with the words of a language. */
export function servicesIn(locale: Locale): readonly Service[] {
  return locale === "es" ? servicesInSpanish : services;
}

const byId = new Map<string, Service>(services.map((service) => [service.id, service]));
const byIdInSpanish = new Map<string, Service>(servicesInSpanish.map((service) => [service.id, service]));

export function getService(id: string, locale: Locale = "en"): Service | undefined {
  return (locale === "es" ? byIdInSpanish : byId).get(id);
}

/** Services of the same category, in catalogue order, never the service itself. */
export function relatedServices(service: Service, limit = 3, locale: Locale = "en"): Service[] {
  return servicesIn(locale)
    .filter((other) => other.category === service.category && other.id !== service.id)
    .slice(0, limit);
}
