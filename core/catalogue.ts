/** The service catalogue: one list, used by the pages, the booking API and the sitemap. */
export const SERVICE_CATEGORIES = [
  "Home Services",
  "Beauty & Wellness",
  "Luxury Rentals",
  "Automotive",
  "Water Sports",
  "Pet Care",
  "Culinary",
  "Tech Services",
  "Laundry",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const ALL_SERVICES_FILTER = "All Services";

export const SERVICE_LOCATIONS = ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

export interface Artwork {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Service {
  id: string;
  title: string;
  category: ServiceCategory;
  description: string;
  longDescription: string;
  /** Display text, e.g. "Starting at $30"; the booking API takes it from here, never from the browser. */
  price: string;
  pricingDetails?: string[];
  duration: string;
  locations: readonly ServiceLocation[];
  features: string[];
  image: Artwork;
  actionImages: Artwork[];
}

const ALL_AREAS = SERVICE_LOCATIONS;
const BROWARD_AND_MIAMI = ["Fort Lauderdale, FL", "Miami, FL"] as const;

/** Artwork lives at /images/services/{id}/: dropping real photos under the same names replaces it. */
function artwork(id: string, mainAlt: string, actionAlts: [string, string, string]) {
  const image = (file: string, alt: string): Artwork => ({ src: `/images/services/${id}/${file}.svg`, alt, width: 800, height: 600 });
  return { image: image("main", mainAlt), actionImages: actionAlts.map((alt, index) => image(`action-${index + 1}`, alt)) };
}

type ServiceData = Omit<Service, "image" | "actionImages"> & { art: [string, [string, string, string]] };

const SERVICE_DATA: ServiceData[] = [
  {
    id: "laundry-service",
    title: "Laundry Service",
    category: "Laundry",
    description: "Wash-and-fold pickup from your door or concierge desk, returned crisp and neatly folded.",
    longDescription:
      "Leave a bag with your concierge and we return it washed, dried and folded to hotel standards. Choose next-day standard service or same-day express, with fragrance-free detergent on request and delicates handled separately.",
    price: "From $1/lb",
    pricingDetails: ["Standard: $1/lb, $20 minimum, next-day return", "Express: $2/lb, $40 minimum, same-day return", "$3 service fee per order"],
    duration: "Same-day or next-day",
    locations: ALL_AREAS,
    features: ["Pickup and delivery at your door or front desk", "Sorted by color and fabric", "Hotel-style folding and hanging", "Fragrance-free detergent on request", "Delicates washed separately"],
    art: ["A laundry bag and a stack of neatly folded white towels", ["A laundry bag waiting at an apartment door for pickup", "A front-loading washer with fresh linens inside", "Folded shirts and towels returned in a tidy stack"]],
  },
  {
    id: "car-detailing",
    title: "Car Detailing",
    category: "Automotive",
    description: "Hand wash, interior detail and paint protection in your building's garage.",
    longDescription:
      "Our mobile detailers come to your assigned parking space with water-saving equipment, so your car is cleaned while you work. Salt air and summer sun are hard on paint; a regular detail with UV protection keeps it glossy.",
    price: "Starting at $30",
    duration: "1-3 hours",
    locations: ALL_AREAS,
    features: ["Hand wash and dry", "Interior vacuum and wipe-down", "Tire and rim shine", "Spray wax with UV protection", "Works in most residential garages"],
    art: ["A polished luxury sedan gleaming in a parking garage", ["A detailer foaming the side of a car", "Vacuuming the leather seats of a car interior", "A glossy car hood reflecting light after waxing"]],
  },
  {
    id: "deep-cleaning",
    title: "Cleaning Special",
    category: "Home Services",
    description: "Hotel-style deep cleaning of your apartment, with the 2-for-1 bi-weekly subscription offer.",
    longDescription:
      "Our signature top-to-bottom clean: kitchens degreased, bathrooms descaled, baseboards, vents and balcony glass included. Subscribe bi-weekly and your second visit each month is free, with no contract.",
    price: "$39.99",
    duration: "2-4 hours",
    locations: ALL_AREAS,
    features: ["Kitchen degreasing inside and out", "Bathrooms descaled and sanitized", "Baseboards, vents and door frames", "Balcony glass and sliding doors", "Beds made with hotel-style corners"],
    art: ["A spotless apartment living room with sparkles and an ocean view", ["A cleaner wiping a kitchen counter", "A freshly scrubbed bathroom with a glass shower", "A bed made with crisp white hotel-style linens"]],
  },
  {
    id: "car-tinting",
    title: "Car Tinting",
    category: "Automotive",
    description: "Ceramic window film that blocks heat and UV, installed where you park.",
    longDescription:
      "Florida-legal ceramic tint reduces cabin heat and protects leather from fading. Our installers work on site with clean, dust-controlled methods and explain the legal shade limits for your vehicle.",
    price: "Starting at $60",
    duration: "2-3 hours",
    locations: BROWARD_AND_MIAMI,
    features: ["Ceramic heat-rejecting film", "Florida-legal shade options", "Up to 99% UV protection", "Bubble-free installation", "Lifetime film warranty"],
    art: ["A sports car with dark tinted windows under the sun", ["An installer smoothing film onto a car window", "A tint film roll next to a car door", "Sunlight blocked by a tinted side window"]],
  },
  {
    id: "chef-service",
    title: "Private Chef",
    category: "Culinary",
    description: "A private chef cooks and serves a restaurant-quality meal in your own kitchen.",
    longDescription:
      "From a weeknight dinner for two to a balcony celebration, our chefs plan the menu with you, shop the freshest local seafood and produce, cook in your kitchen and leave it spotless.",
    price: "$200/meal",
    duration: "3-4 hours",
    locations: BROWARD_AND_MIAMI,
    features: ["Menu planned around your tastes", "Groceries sourced fresh the same day", "Cooking and plated service", "Dietary needs respected", "Kitchen cleaned afterwards"],
    art: ["A chef plating a seafood dish on a marble counter", ["A chef chopping fresh vegetables", "A pan of seared fish on the stove", "A table set for two with a plated meal"]],
  },
  {
    id: "exotic-car-rental",
    title: "Exotic Car Rental",
    category: "Luxury Rentals",
    description: "Supercars and luxury convertibles delivered to your building's valet.",
    longDescription:
      "Drive A1A in a convertible or arrive at dinner in a supercar. We deliver the car to your valet fully detailed and fueled, walk you through it, and collect it when you are done.",
    price: "$500/day",
    duration: "Per day",
    locations: BROWARD_AND_MIAMI,
    features: ["Delivered to your valet or garage", "Fully insured rental", "Detailed and fueled on delivery", "Walk-through of every feature", "Pickup at a time you choose"],
    art: ["A low red supercar parked by palm trees", ["A supercar delivered to a building entrance", "Keys handed over next to a convertible", "A convertible driving along the ocean road"]],
  },
  {
    id: "furniture-assembly",
    title: "Furniture Assembly",
    category: "Home Services",
    description: "Beds, shelves, desks and patio sets assembled, anchored and the packaging taken away.",
    longDescription:
      "Our assemblers bring their own tools, build your furniture to the manufacturer's specification, anchor tall pieces to the wall and remove every box, so your new apartment is ready the same day.",
    price: "Starting at $50",
    duration: "1-3 hours",
    locations: ALL_AREAS,
    features: ["All tools supplied", "Wall anchoring for tall pieces", "Packaging removed and recycled", "Works with every major brand", "Same-week appointments"],
    art: ["A bookshelf being assembled with a drill", ["Flat-pack boxes and parts laid out on the floor", "A technician tightening screws on a bed frame", "A finished shelf anchored to the wall"]],
  },
  {
    id: "furniture-cleaning",
    title: "Furniture Cleaning",
    category: "Home Services",
    description: "Upholstery steam cleaning that lifts stains and odors from sofas, chairs and mattresses.",
    longDescription:
      "Humidity and sunscreen take a toll on upholstery. Our technicians test each fabric, pre-treat stains and hot-water extract deep dirt, leaving sofas and mattresses fresh and dry within hours.",
    price: "Starting at $60",
    duration: "1-3 hours",
    locations: ALL_AREAS,
    features: ["Fabric-safe testing first", "Stain and odor pre-treatment", "Hot-water extraction", "Fast-dry process", "Mattress sanitizing available"],
    art: ["A light sofa being steam cleaned", ["A technician spraying a stain on a cushion", "A steam wand passing over a sofa", "A fresh, clean armchair in a bright room"]],
  },
  {
    id: "hair-stylist",
    title: "Hair Stylist",
    category: "Beauty & Wellness",
    description: "Cuts, color touch-ups and blowouts by a professional stylist at home.",
    longDescription:
      "Skip the salon traffic. Our stylists bring professional tools and products to your apartment for a cut, a blowout before an event or a color refresh, and tidy up afterwards.",
    price: "Starting at $65",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Cuts and blowouts", "Color touch-ups", "Event and bridal styling", "Professional products included", "Clean-up afterwards"],
    art: ["A stylist blow-drying a client's hair", ["A stylist combing and sectioning hair", "A round brush and blow dryer at work", "Finished glossy hair in a mirror"]],
  },
  {
    id: "jet-ski-rental",
    title: "Jet Ski Rental",
    category: "Water Sports",
    description: "Jet skis on Biscayne Bay or the Intracoastal, with safety briefing and life vests.",
    longDescription:
      "Ride the turquoise water of Biscayne Bay or the Intracoastal Waterway. Every rental includes a safety briefing, life vests and fuel, and our team helps you plan a route past the best sights.",
    price: "$150/hour",
    duration: "Per hour",
    locations: BROWARD_AND_MIAMI,
    features: ["Safety briefing included", "Life vests for every rider", "Fuel included", "Route tips from locals", "Photos on request"],
    art: ["A jet ski speeding across turquoise water", ["A rider putting on a life vest at the dock", "Two jet skis on open water", "A jet ski parked by a sandy shore"]],
  },
  {
    id: "lashes-eyebrows",
    title: "Lashes & Eyebrows",
    category: "Beauty & Wellness",
    description: "Lash extensions, lifts and brow shaping by certified artists at home.",
    longDescription:
      "Certified lash and brow artists bring a clean, professional setup to your home: classic or volume extensions, lash lifts, tinting and precise brow shaping that suits your face.",
    price: "Starting at $80",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Classic and volume extensions", "Lash lift and tint", "Brow shaping and tint", "Hypoallergenic adhesives", "Sanitized single-use tools"],
    art: ["A close view of long, natural lash extensions", ["An artist placing lash extensions with tweezers", "A brow being shaped with a small brush", "A client relaxing with finished lashes"]],
  },
  {
    id: "locksmith",
    title: "Locksmith",
    category: "Home Services",
    description: "Lockouts, rekeying and smart-lock installation, with fast response.",
    longDescription:
      "Locked out, moving in, or upgrading to a keypad? Our licensed locksmiths respond quickly, coordinate with building management, rekey or replace locks and install smart locks that work with your phone.",
    price: "Starting at $75",
    duration: "30-90 minutes",
    locations: ALL_AREAS,
    features: ["Lockout help", "Rekeying after move-in", "Smart lock installation", "Coordination with building management", "Licensed and insured"],
    art: ["A key and a modern smart lock on a door", ["A locksmith working on a door lock", "New keys being cut", "A keypad smart lock installed on an apartment door"]],
  },
  {
    id: "makeup-service",
    title: "Makeup Artist",
    category: "Beauty & Wellness",
    description: "Event, bridal and photo-ready makeup applied in your home.",
    longDescription:
      "Professional makeup artists come to you for galas, weddings, photo shoots or a night out, with long-wear products suited to South Florida's heat and humidity.",
    price: "Starting at $75",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Event and bridal looks", "Humidity-proof long-wear products", "Lashes included on request", "Sanitized brushes", "Touch-up kit to take with you"],
    art: ["Makeup brushes beside an open eyeshadow palette", ["An artist applying foundation with a sponge", "Eyeshadow blended with a brush", "A finished evening look in a mirror"]],
  },
  {
    id: "massage-service",
    title: "Massage Therapy",
    category: "Beauty & Wellness",
    description: "Licensed massage therapists with a table, linens and oils, in your home.",
    longDescription:
      "Turn your living room into a spa. Licensed therapists bring a professional table, fresh linens and oils for Swedish, deep-tissue or sports massage, so you can simply rest afterwards.",
    price: "$100/hour",
    duration: "60-120 minutes",
    locations: ALL_AREAS,
    features: ["Licensed therapists", "Table, linens and oils provided", "Swedish, deep tissue or sports", "Couples sessions available", "Calm music on request"],
    art: ["A massage table with folded towels and a candle", ["A therapist setting up a massage table", "A relaxing back massage", "Oils and warm stones on a tray"]],
  },
  {
    id: "pet-grooming",
    title: "Pet Grooming",
    category: "Pet Care",
    description: "Bath, trim and nail care for your dog or cat, without the stress of a salon.",
    longDescription:
      "Our groomers come to your home so your pet stays calm: a gentle bath, breed-appropriate trim, nail clipping and ear cleaning, with hypoallergenic products and plenty of patience.",
    price: "Starting at $60",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Bath and blow-dry", "Breed-appropriate trim", "Nail clipping and ear cleaning", "Hypoallergenic shampoo", "Calm, one-on-one care"],
    art: ["A happy dog being brushed after a bath", ["A dog in a tub with soap bubbles", "A groomer trimming a dog's fur", "A fluffy, freshly groomed dog"]],
  },
  {
    id: "move-cleaning",
    title: "Move-In / Move-Out Cleaning",
    category: "Home Services",
    description: "An empty-apartment deep clean that helps you pass inspection and get your deposit back.",
    longDescription:
      "We clean every surface of an empty unit, inside cabinets, appliances and closets included, following the checklists property managers use at move-out inspections.",
    price: "Starting at $200",
    duration: "4-6 hours",
    locations: ALL_AREAS,
    features: ["Inside cabinets and drawers", "Inside oven and refrigerator", "Closets and shelving", "Walls spot-cleaned", "Inspection checklist followed"],
    art: ["An empty apartment with boxes and a shining floor", ["Moving boxes stacked by the door", "Cleaning inside empty kitchen cabinets", "A bright empty room ready for new tenants"]],
  },
  {
    id: "moving-service",
    title: "Moving Service",
    category: "Home Services",
    description: "Careful movers who book the service elevator and protect your building's halls.",
    longDescription:
      "Moving in a high-rise takes planning. Our crews reserve the service elevator with management, pad walls and floors, wrap furniture and place everything where you want it.",
    price: "$100/hour",
    duration: "Per hour",
    locations: ALL_AREAS,
    features: ["Service elevator coordination", "Furniture wrapping and padding", "Floor and wall protection", "Disassembly and reassembly", "Licensed and insured crews"],
    art: ["A moving truck with boxes and a dolly", ["Movers carrying a wrapped sofa", "Boxes stacked on a dolly in a hallway", "A truck being loaded at a building entrance"]],
  },
  {
    id: "nails-service",
    title: "Nail Care",
    category: "Beauty & Wellness",
    description: "Manicures, pedicures and gel at home with salon-grade sanitation.",
    longDescription:
      "Our nail technicians set up a clean station in your home for a classic manicure, gel polish or a relaxing pedicure, using sterilized tools and non-toxic polishes.",
    price: "Starting at $40",
    duration: "45-90 minutes",
    locations: ALL_AREAS,
    features: ["Manicures and pedicures", "Gel and dip options", "Sterilized tools", "Non-toxic polishes", "Nail art on request"],
    art: ["A manicured hand with coral nail polish", ["A technician filing nails", "Polish being applied to a nail", "Freshly painted nails drying"]],
  },
  {
    id: "party-pontoon",
    title: "Party Pontoon",
    category: "Water Sports",
    description: "A captained pontoon for sandbar days and sunset cruises with friends.",
    longDescription:
      "Gather friends for a day at the sandbar or a sunset cruise on the Intracoastal. Our licensed captain handles the boat; you bring the playlist. Coolers, shade and a sound system are on board.",
    price: "$400/day",
    duration: "Half or full day",
    locations: BROWARD_AND_MIAMI,
    features: ["Licensed captain", "Seats up to 12 guests", "Shade canopy and coolers", "Bluetooth sound system", "Sandbar and sunset routes"],
    art: ["A pontoon boat with a canopy on calm blue water", ["Guests boarding a pontoon at the dock", "A pontoon anchored at a sandbar", "A pontoon cruising at sunset"]],
  },
  {
    id: "pc-phone-repair",
    title: "PC & Phone Repair",
    category: "Tech Services",
    description: "Screen repairs, slow laptops, Wi-Fi and smart-home setup, fixed at your place.",
    longDescription:
      "Cracked screen, slow laptop or patchy Wi-Fi in a concrete high-rise? Our technicians diagnose on site, repair most phones in under an hour and set up printers, routers and smart-home devices.",
    price: "Starting at $60",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Phone screen and battery replacement", "Laptop tune-ups and virus removal", "Wi-Fi and mesh network setup", "Smart-home device setup", "Data backup help"],
    art: ["A laptop and a phone on a repair mat with tools", ["A technician replacing a phone screen", "A laptop opened for a tune-up", "A Wi-Fi router being configured"]],
  },
  {
    id: "pet-sitting",
    title: "Pet Sitting",
    category: "Pet Care",
    description: "Walks, feeding and companionship while you are at work or traveling.",
    longDescription:
      "Our sitters visit on your schedule to walk, feed and play with your pets, refresh water bowls and send you photo updates, so your dog or cat stays happy at home.",
    price: "$35/day",
    duration: "Per day",
    locations: ALL_AREAS,
    features: ["Daily walks and playtime", "Feeding and fresh water", "Medication given as instructed", "Photo updates", "Overnight stays available"],
    art: ["A dog on a leash with a sitter by palm trees", ["A sitter filling a food bowl", "A dog walk along a waterfront path", "A cat resting on a sofa at home"]],
  },
  {
    id: "post-construction",
    title: "Post-Construction Cleaning",
    category: "Home Services",
    description: "Fine-dust removal after renovations, from vents to window tracks.",
    longDescription:
      "Renovation dust gets everywhere. Our crews use HEPA vacuums and microfiber systems to remove it from vents, fixtures, cabinets and window tracks, leaving your unit move-in ready.",
    price: "Starting at $250",
    duration: "4-8 hours",
    locations: ALL_AREAS,
    features: ["HEPA vacuuming", "Vents and light fixtures", "Paint and adhesive spots removed", "Window tracks and frames", "Debris hauled away"],
    art: ["A renovated room with a vacuum and fine dust being cleared", ["A ladder and paint cans after a renovation", "A HEPA vacuum cleaning a vent", "A finished renovated kitchen, spotless"]],
  },
  {
    id: "regular-cleaning",
    title: "Regular Cleaning",
    category: "Home Services",
    description: "Reliable weekly or bi-weekly upkeep by the same trusted cleaner.",
    longDescription:
      "Keep your apartment consistently fresh with the same vetted cleaner each visit. Dusting, kitchens, bathrooms and floors, done to a checklist you can adjust any time.",
    price: "$80/visit",
    duration: "2-3 hours",
    locations: ALL_AREAS,
    features: ["Same cleaner every visit", "Dusting and surfaces", "Kitchen and bathrooms", "Floors vacuumed and mopped", "Adjustable checklist"],
    art: ["A tidy living room with a vase and a clean sofa", ["Dusting shelves with a microfiber cloth", "Mopping a hardwood floor", "A fresh, tidy bedroom"]],
  },
  {
    id: "slingshot-rental",
    title: "Slingshot Rental",
    category: "Luxury Rentals",
    description: "A three-wheel Polaris Slingshot for an open-air drive down the coast.",
    longDescription:
      "Feel the ocean breeze in a Polaris Slingshot. We deliver it to your building with helmets and a quick orientation, and pick it up when your day on the coast is over.",
    price: "$300/day",
    duration: "Per day",
    locations: BROWARD_AND_MIAMI,
    features: ["Delivered to your building", "Helmets included", "Orientation before you drive", "Insurance included", "Flexible pickup"],
    art: ["A three-wheel roadster parked by the beach", ["A roadster delivered at a building entrance", "Helmets on the seats of a roadster", "A roadster driving on a coastal road"]],
  },
  {
    id: "tv-mounting",
    title: "TV Mounting",
    category: "Home Services",
    description: "TVs mounted level on drywall or concrete, with cables hidden.",
    longDescription:
      "High-rise walls are often concrete. Our installers bring the right anchors, mount your TV level at the ideal viewing height, hide the cables and connect your sound bar and streaming devices.",
    price: "Starting at $120",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["Drywall and concrete walls", "Tilt and full-motion mounts", "Cables concealed", "Sound bar installation", "Devices connected and tested"],
    art: ["A large TV mounted on a living room wall", ["An installer drilling into a wall", "A TV bracket being leveled", "A mounted TV with hidden cables"]],
  },
  {
    id: "yacht-rental",
    title: "Yacht Rental",
    category: "Water Sports",
    description: "Crewed yacht charters from Miami and Fort Lauderdale marinas.",
    longDescription:
      "Charter a crewed yacht for a day on the Atlantic, a celebration or a client outing. Captain and crew, water toys and catering options are arranged for you from a marina near home.",
    price: "Starting at $2,300",
    duration: "4-8 hours",
    locations: BROWARD_AND_MIAMI,
    features: ["Captain and crew included", "Water toys and snorkel gear", "Catering available", "Up to 12 guests", "Departures from local marinas"],
    art: ["A white yacht cruising on deep blue water", ["Guests boarding a yacht at the marina", "A yacht anchored near a turquoise cove", "The yacht's deck at sunset"]],
  },
  {
    id: "heating-service",
    title: "Heating & Cooling Service",
    category: "Home Services",
    description: "HVAC tune-ups, thermostat installs and air-handler cleaning.",
    longDescription:
      "In South Florida your air handler works all year. Our certified technicians clean coils and drain lines, check refrigerant and heat strips, and install smart thermostats that cut your power bill.",
    price: "Starting at $120",
    duration: "1-2 hours",
    locations: ALL_AREAS,
    features: ["System tune-up and inspection", "Coil and drain-line cleaning", "Heat-strip check for cool nights", "Smart thermostat installation", "Certified technicians"],
    art: ["An air handler unit and a smart thermostat", ["A technician checking an air handler", "A smart thermostat being installed", "A clean air filter being replaced"]],
  },
  {
    id: "barber-service",
    title: "Barber Service",
    category: "Beauty & Wellness",
    description: "Cuts, fades and beard trims by a professional barber at home.",
    longDescription:
      "A sharp cut without the wait. Our barbers bring clippers, a cape and hot towels for fades, classic cuts and beard shaping, and leave your space as clean as they found it.",
    price: "Starting at $45",
    duration: "45-60 minutes",
    locations: ALL_AREAS,
    features: ["Fades and classic cuts", "Beard trims and shaping", "Hot towel finish", "Kids' cuts available", "Clean-up included"],
    art: ["A barber chair with clippers and a comb", ["A barber fading the sides of a haircut", "A beard trim with a straight edge", "A fresh haircut checked in a mirror"]],
  },
];

export const services: readonly Service[] = SERVICE_DATA.map(({ art: [mainAlt, actionAlts], ...service }) => ({
  ...service,
  ...artwork(service.id, mainAlt, actionAlts),
}));

const byId = new Map(services.map((service) => [service.id, service]));

export function getService(id: string): Service | undefined {
  return byId.get(id);
}

/** Services of the same category, in catalogue order, never the service itself. */
export function relatedServices(service: Service, limit = 3): Service[] {
  return services.filter((other) => other.category === service.category && other.id !== service.id).slice(0, limit);
}

/** Both must match: the category (or "All Services") and the text, case-insensitively in title or description. */
export function filterServices(list: readonly Service[], category: string, query: string): Service[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (service) =>
      (category === ALL_SERVICES_FILTER || service.category === category) &&
      (needle === "" || service.title.toLowerCase().includes(needle) || service.description.toLowerCase().includes(needle)),
  );
}
