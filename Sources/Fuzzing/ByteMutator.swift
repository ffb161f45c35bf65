import Dispatcher

/// Mutants of seed files for the fuzz tests (never part of the program): one to four mutations of a seed — bit
/// flips, random bytes, deletions, duplications, splices of another seed, cuts, and tokens that broke readers
/// before — drawn from a seeded `SplitMix`, so a failing mutant is made again from its iteration's number.
package struct ByteMutator {
    /// Pieces a mutation inserts: numbers at and past the limits, brackets, escapes, line ends, a byte-order mark.
    package let tokens: [String]
    package let seeds: [[UInt8]]

    package init(seeds: [[UInt8]], tokens: [String]) {
        (self.seeds, self.tokens) = (seeds, tokens)
    }

    /// A mutant of a seed drawn at random.
    package func mutant(_ rng: inout SplitMix) -> [UInt8] {
        mutate(seeds[Int(rng.next() % UInt64(seeds.count))], &rng)
    }

    package func mutate(_ seed: [UInt8], _ rng: inout SplitMix) -> [UInt8] {
        var bytes = seed
        for _ in 0...(rng.next() % 4) {
            let position = bytes.isEmpty ? 0 : Int(rng.next() % UInt64(bytes.count))
            switch rng.next() % 7 {
            case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(1 << (rng.next() % 8))
            case 1 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: rng.next())
            case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int(rng.next() % 64)))
            case 3:
                let chunk = bytes[position..<min(bytes.count, position + Int(rng.next() % 256))]
                bytes.insert(contentsOf: chunk, at: position)
            case 4: bytes.insert(contentsOf: Array(tokens[Int(rng.next() % UInt64(tokens.count))].utf8), at: position)
            case 5:
                let other = seeds[Int(rng.next() % UInt64(seeds.count))]
                let cut = other.isEmpty ? 0 : Int(rng.next() % UInt64(other.count))
                bytes = Array(bytes[..<position]) + other[cut...]
            default: bytes = Array(bytes.prefix(position))
            }
        }
        return bytes
    }
}
