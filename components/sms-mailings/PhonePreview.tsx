import classes from './PhonePreview.module.css';

/** The message as it lands on a client's phone. */
export function PhonePreview({ sender, text }: { sender: string; text: string }) {
  return (
    <div className={classes.phone} role="figure" aria-label="Так сообщение увидит клиент">
      <div className={classes.sender}>{sender}</div>
      <div className={text.trim() ? classes.bubble : `${classes.bubble} ${classes.empty}`}>
        {text.trim() ? text : 'Здесь появится текст сообщения'}
      </div>
    </div>
  );
}
