/**
 * Held-out known-item queries of the quality benchmark (issue #37): written the same way as
 * search-known-items.mjs (one corpus paper each, from its abstract, without the distinctive words
 * of its title) on papers chosen by a fixed rule — every 997th line of daily-listings-30k.jsonl and
 * every 97th of daily-listings-math-2487.jsonl (then 499th / 47th), skipping the calibration set's
 * papers and abstracts under 300 characters — and never used to tune the relevance floor or fusion.
 * [arXiv id, query]
 */
export const HELD_OUT_CS = [
  ['2606.27376', 'model that both reads and draws images improves itself from unlabelled photos, posing and answering its own visual questions'],
  ['2606.21055', 'best scalp coupling measure, imaginary coherence or granger, to decode arm movements watched being done by humans or robots'],
  ['2606.15982', 'when changing a word printed in a picture, multimodal llms fail to notice which other regions must also change'],
  ['2606.11160', 'choosing committees from approval ballots, an efficiency notion not dominated by any mixture of committees, pav violates it'],
  ['2606.06667', 'narrow fine tuning makes llms broadly harmful because chat template tokens carry the behaviour, regularise their representations'],
  ['2606.02403', 'tool that goes from clinical trial papers straight to meta-analysis figures for systematic reviews, intervention comparator outcome extraction'],
  ['2605.30214', 'do language models reuse a previously given he, she or xier neopronoun despite distractors in a grammatically gendered language'],
  ['2605.26646', 'reinforcement learning for whole workflows of cooperating llm agents, per-role rewards and optional parameter sharing, extending verl with ray'],
  ['2605.22663', 'adapting a pretrained pde neural operator to predict temperature fields in stacked chip packages from few high fidelity simulations'],
  ['2605.18094', 'neural solver for tour planning where jobs are points, line segments or regions to cover, differential attention plus contrastive learning'],
  ['2605.14115', 'medical question answering llms change answers if a correct and a contradicting retrieved document swap positions, abstention with disagreement detection'],
  ['2605.09640', 'grpo on multimodal llms learning class and domain incremental image tasks, rewarding rollouts that drift least from the previous policy'],
  ['2605.05572', 'searching a database of mechanical part models with a natural language description, encoding construction sequences and point clouds'],
  ['2605.00517', 'stopping bodies passing through each other in text driven two person motion synthesis using simple primitive shapes'],
  ['2604.23584', 'swapping faces of real people in images fetched for multimodal llm answers with synthetic ones while keeping other attributes, privacy'],
  ['2604.18913', 'k-hop traversal over billion edge biomedical knowledge bases to ground llm diagnosis, with partitioning, routing and caching'],
  ['2604.14786', 'simulated learner built on an llm whose knowledge develops during practice, icap engagement levels and item response theory memory'],
  ['2604.10640', 'electric vehicle motor rotor design optimised over representative operating points clustered from speed profiles, using less magnet material'],
  ['2604.06662', 'hidden signatures in text to image diffusion that resist erasing or faking, prompt dependent injection and two sided detection'],
  ['2604.02334', 'open internet ecosystem of persistent llm agents with a five layer architecture, market driven orchestrator and value incentives'],
  ['2603.27779', 'blockchain buying computational work, incentive compatible mechanisms that spread allocation across providers for decentralisation, tullock contests, sybil proof'],
  ['2603.23319', 'deciding whether one event happens before another in text using top-k attention tokens specific to each event pair, matres'],
  ['2603.18991', 'matching human preference in text to image diffusion with supervised training on about a hundred reward filtered images, beats dpo'],
  ['2603.14770', 'putting several given faces at chosen positions in a text prompted diffusion transformer picture without copy paste artifacts'],
  ['2603.10211', 'rewriting regional speech from all 63 provinces in facebook comments into the national norm, sentence pairs, mbart and vit5'],
];

export const HELD_OUT_OTHER = [
  // physics (from daily-listings-30k.jsonl)
  ['2503.18162', 'cleaning noisy heart mri with networks told the noise distribution from reconstruction, generalising to brain and spine scans'],
  // math (from daily-listings-math-2487.jsonl)
  ['2511.01631', 'twisted version of global and local universal modules for superalgebras of maps from a scheme invariant under a cyclic group'],
  ['2607.17891', 'fixed points and attracting cells of a torus action scaling reversed arrows of the doubled quiver, motivic class, grothendieck ring'],
  ['2607.07512', 'bottom up algorithm for the involution of p-adic sp(2n) and so(2n+1) representations on langlands data, opposite of lanard minguez'],
  ['2503.23590', 'hikita conjecture with mod p coefficients, steenrod operations matched with frobenius constant quantizations for springer resolutions and hypertoric varieties'],
  ['2209.10443', 'conformal blocks expanded along binary trees in configuration space, gluing and analytic continuation, braided structure without rationality or c2 cofiniteness'],
  ['2606.11684', 'finitistic dimension conjecture for opposite endomorphism rings of tilting type modules via the torsion class they generate'],
  ['2606.00273', 'lattice built from a poset and a chain generalizing the associahedron order, higher auslander algebras, join semidistributive, left modular'],
  ['2605.18369', 'realizing beilinson drinfeld categories of left h-modules inside a monoidal category algebraically, schur functor and free objects by operads'],
  ['2605.06180', 'involution on representations of p-adic groups realized on perverse sheaves as fourier transform plus chevalley involution, hiraga conjecture'],
  ['2510.25948', 'krawtchouk, meixner and chebyshev families with values in n by n matrices from su(2), su(1,1) and quantum so(3) representations'],
  ['2401.12814', 'branched covering counts deformed by a jack parameter with rational weight from higher rank virasoro algebras, topological recursion'],
  ['2604.02626', 'quotients of exact categories with projective injectives, from vector bundles over a three weight orbifold line to monomorphism grids'],
  ['2603.23893', 'semiclassical limit of twisted products of harmonic functions on su(3) coadjoint orbits, fuzzy orbits glued along the seven sphere'],
  ['2101.11813', 'small representations of the dual group, etale sheaves on the witt vector affine grassmannian with enough ramification'],
  ['2510.09788', 'completing the chriss ginzburg affine hecke algebra route to the multiplicity conjecture for p-adic general linear groups, solleveld'],
  ['2602.04544', 'rigidity: only spin(n,1) acts properly and isometrically on certain pseudo riemannian symmetric spaces, okuda sl(2,r) boundary case'],
  ['2411.03091', 'how endoscopy for the metaplectic double cover depends on the chosen character of the local field, gan savin theorem'],
  ['2601.10856', 'new class of irreducible representations of crystallographic reflection groups in bijection with constructible ones, carrying an oriented graph'],
  ['2601.01707', 'extending nasser representations of the twin group by the 2-local method to a version with virtual and singular generators'],
  ['2405.19932', 'expanding labelled poset quasisymmetric generating functions in the power sum basis with weights, short combinatorial proof avoiding hopf algebras'],
  ['2301.12693', 'generic representations of even orthogonal p-adic groups determined by twisted gamma factors, via theta lifts to sp(2n), weak rigidity'],
  ['2512.04641', 'locally analytic vectors in completed cohomology of rank two unitary shimura varieties at unramified quadratic p-adic places, extending lue pan'],
  ['2511.19164', 'irreducible modules of the terwilliger algebra over the reals have a one dimensional endpoint space, complexification and wedderburn decomposition'],
  ['2511.11327', 'recollement of prime-to-p torsion sheaves on the fargues scholze stack of g-bundles across slope strata, constant term functors for gl2'],
];
