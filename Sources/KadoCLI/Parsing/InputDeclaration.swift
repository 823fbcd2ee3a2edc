/// What one property of a command declares: a positional argument or an option.
enum InputDeclaration {
    case argument(ArgumentSpecification)
    case option(OptionSpecification)

    /// The argument declared, if it is one.
    var argument: ArgumentSpecification? {
        if case .argument(let argument) = self { argument } else { nil }
    }

    /// The option declared, if it is one.
    var option: OptionSpecification? {
        if case .option(let option) = self { option } else { nil }
    }
}
