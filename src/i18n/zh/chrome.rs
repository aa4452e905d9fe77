use crate::i18n::chrome::Chrome;

pub const CHROME: Chrome = Chrome {};
