export interface Database { _placeholder?: never }
