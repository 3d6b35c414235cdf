/**
 * The demo store's past buyers: the people behind its reviews. They have delivered orders, so
 * every star on a card comes from someone who received the product. They cannot sign in (the
 * seed gives them no usable password), and they are not the demo shopper, who has no orders.
 */
export type SeedBuyer = { name: string; phone: string; street: string; city: string; state: string; pincode: string };

const PLACES: [city: string, state: string, pincode: string][] = [
  ['Mumbai', 'Maharashtra', '400050'],
  ['Pune', 'Maharashtra', '411038'],
  ['Bengaluru', 'Karnataka', '560034'],
  ['Chennai', 'Tamil Nadu', '600020'],
  ['Hyderabad', 'Telangana', '500034'],
  ['New Delhi', 'Delhi', '110017'],
  ['Gurugram', 'Haryana', '122002'],
  ['Kolkata', 'West Bengal', '700019'],
  ['Ahmedabad', 'Gujarat', '380015'],
  ['Jaipur', 'Rajasthan', '302017'],
  ['Lucknow', 'Uttar Pradesh', '226010'],
  ['Kochi', 'Kerala', '682020'],
  ['Chandigarh', 'Chandigarh', '160017'],
  ['Bhopal', 'Madhya Pradesh', '462016'],
  ['Guwahati', 'Assam', '781006'],
];

const STREETS = [
  'MG Road',
  'Station Road',
  'Temple Street',
  'Park Avenue',
  'Lake View Road',
  'Gandhi Nagar',
  'Nehru Colony',
];

const NAMES = [
  'Priya Sharma',
  'Rahul Verma',
  'Ananya Iyer',
  'Vikram Reddy',
  'Sneha Kulkarni',
  'Arjun Nair',
  'Kavitha Menon',
  'Rohan Gupta',
  'Meera Joshi',
  'Aditya Singh',
  'Neha Agarwal',
  'Karthik Subramanian',
  'Pooja Patel',
  'Siddharth Rao',
  'Divya Krishnan',
  'Amit Chatterjee',
  'Shreya Banerjee',
  'Manish Tiwari',
  'Lakshmi Venkatesh',
  'Harpreet Kaur',
  'Farhan Qureshi',
  'Ritu Malhotra',
  'Suresh Pillai',
  'Nandini Deshpande',
  'Gaurav Mehta',
  'Aisha Khan',
  'Deepak Yadav',
  'Swati Mishra',
  'Varun Kapoor',
  'Bhavna Shah',
  'Naveen Hegde',
  'Tanvi Saxena',
  'Rajesh Bhatt',
  'Ishita Das',
  'Anil Choudhary',
  'Sunita Rawat',
  'Joseph Mathew',
  'Madhuri Jain',
  'Sameer Kulkarni',
  'Gayatri Bose',
];

export const demoBuyers: SeedBuyer[] = NAMES.map((name, i) => {
  const [city, state, pincode] = PLACES[i % PLACES.length];
  const street = `${12 + ((i * 37) % 280)}, ${STREETS[i % STREETS.length]}`;
  return { name, phone: `98${45_100_000 + i * 7_919}`, street, city, state, pincode };
});

/** An address no mailbox answers (RFC 2606 `.example`), unique per buyer. */
export const buyerEmail = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@buyers.organictattva.example`;
