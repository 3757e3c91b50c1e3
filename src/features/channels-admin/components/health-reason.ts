/** A reason as the network gave it, without its closing full stop (the sentence around it has its own). */
export const reasonText = (reason: string) => reason.trim().replace(/[.。]+$/, '');
